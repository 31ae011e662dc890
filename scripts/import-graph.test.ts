import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildImportGraph, CHECKED_ROOTS, importCycles, importSpecifiers, readSources, resolveSpecifier } from './import-graph';

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('import cycles of a graph', () => {
  it('accepts a graph without cycles, shared imports included', () => {
    expect(importCycles(graphOf({ a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }))).toEqual([]);
  });

  it('finds each cycle once, with every file in it, and a file importing itself', () => {
    const graph = graphOf({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: ['d'], f: ['f'], g: ['a'] });
    expect(importCycles(graph)).toEqual([['a', 'b', 'c'], ['d', 'e'], ['f']]);
  });

  it('walks a long chain without overflowing the stack', () => {
    const chain = Object.fromEntries(Array.from({ length: 50_000 }, (_, index) => [`m${index}`, [`m${index + 1}`]]));
    expect(importCycles(graphOf({ ...chain, m50000: ['m0'] }))).toHaveLength(1);
  });
});

describe('the import graph of sources', () => {
  it('reads static, type-only, re-exported and dynamic imports, not the ones in strings or comments', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "export type { D } from './d';",
      "const e = () => import('./e');",
      "// import { f } from './f';",
      "const text = \"import { g } from './g'\";",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./a', '../b', './c', './d', './e']);
  });

  it('resolves relative and @contract specifiers as the bundler does, and nothing else', () => {
    const files = new Set(['src/lib/x.ts', 'src/app/View.tsx', 'src/offline/index.ts', 'contract/rules/limits.ts']);
    expect(resolveSpecifier('src/app/routes.tsx', '../lib/x', files)).toBe('src/lib/x.ts');
    expect(resolveSpecifier('src/app/routes.tsx', './View', files)).toBe('src/app/View.tsx');
    expect(resolveSpecifier('src/app/routes.tsx', '../offline', files)).toBe('src/offline/index.ts');
    expect(resolveSpecifier('sw/sw.ts', '@contract/rules/limits', files)).toBe('contract/rules/limits.ts');
    expect(resolveSpecifier('src/app/routes.tsx', './layout.css', files)).toBeNull();
    expect(resolveSpecifier('src/app/routes.tsx', 'react', files)).toBeNull();
  });

  it('joins them into a graph whose cycles are found', () => {
    const graph = buildImportGraph(new Map([
      ['src/a.ts', "import { b } from './b';"],
      ['src/b.ts', "import type { A } from './a';\nimport 'react';"],
    ]));
    expect(graph.get('src/b.ts')).toEqual(['src/a.ts']);
    expect(importCycles(graph)).toEqual([['src/a.ts', 'src/b.ts']]);
  });
});

describe('the repository', () => {
  it(`has no import cycle in ${CHECKED_ROOTS.join('/, ')}/ (type-only imports included)`, () => {
    const cycles = importCycles(buildImportGraph(readSources(join(import.meta.dirname, '..'))));
    expect(cycles.map((files) => files.join(' <-> ')), 'each line is one cycle: its files import each other').toEqual([]);
  });
});
