import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';

/** Each file (a path relative to the repository root) and the files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The folders whose imports may not go round in a circle. */
export const CHECKED_ROOTS = ['contract', 'src', 'sw', 'server'] as const;

const CONTRACT_ALIAS = '@contract/';
const SOURCE_FILE = /\.tsx?$/;
// How the bundler and TypeScript complete a specifier, in their order.
const COMPLETIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * Every specifier a module names: static imports and re-exports (type-only ones included, since a
 * cycle of types is still a cycle of modules) and dynamic `import()`. TypeScript's own scanner reads
 * them, so an import written inside a string or a comment is not taken for one.
 */
export function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/**
 * The file a specifier names, among `files`: relative specifiers and the `@contract/...` alias, with
 * the bundler's completions. Packages, assets (`.css`) and anything outside `files` answer null.
 */
export function resolveSpecifier(importer: string, specifier: string, files: ReadonlySet<string>): string | null {
  let base: string;
  if (specifier.startsWith('./') || specifier.startsWith('../')) base = join(dirname(importer), specifier);
  else if (specifier.startsWith(CONTRACT_ALIAS)) base = join('contract', specifier.slice(CONTRACT_ALIAS.length));
  else return null;
  base = normalize(base.replace(/\?.*$/, ''));
  for (const completion of COMPLETIONS) if (files.has(base + completion)) return base + completion;
  return null;
}

/** The graph of `sources` (path to text), keeping only the imports that land on one of them. */
export function buildImportGraph(sources: ReadonlyMap<string, string>): ImportGraph {
  const files = new Set(sources.keys());
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const targets = importSpecifiers(text).map((specifier) => resolveSpecifier(file, specifier, files));
    graph.set(file, [...new Set(targets.filter((target): target is string => target !== null))]);
  }
  return graph;
}

/**
 * The strongly connected components that make a cycle: two files or more, or one that imports
 * itself; each sorted, the list sorted by first file. Tarjan's algorithm, iterative so that a
 * long chain of imports cannot overflow the stack.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  const targetsOf = (file: string) => (graph.get(file) ?? []).filter((target) => graph.has(target));

  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const frames: Array<{ file: string; targets: string[]; next: number }> = [];
    const visit = (file: string) => {
      index.set(file, counter);
      lowLink.set(file, counter);
      counter += 1;
      stack.push(file);
      onStack.add(file);
      frames.push({ file, targets: targetsOf(file), next: 0 });
    };
    visit(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      if (frame.next < frame.targets.length) {
        const target = frame.targets[frame.next++]!;
        if (!index.has(target)) visit(target);
        else if (onStack.has(target)) lowLink.set(frame.file, Math.min(lowLink.get(frame.file)!, index.get(target)!));
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) lowLink.set(parent.file, Math.min(lowLink.get(parent.file)!, lowLink.get(frame.file)!));
      if (lowLink.get(frame.file) !== index.get(frame.file)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      if (component.length > 1 || frame.targets.includes(frame.file)) cycles.push(component.sort());
    }
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The TypeScript sources under `roots` of the repository at `repoRoot`, by path relative to it. */
export function readSources(repoRoot: string, roots: readonly string[] = CHECKED_ROOTS): Map<string, string> {
  const sources = new Map<string, string>();
  for (const root of roots) {
    for (const entry of readdirSync(join(repoRoot, root), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !SOURCE_FILE.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name);
      sources.set(relative(repoRoot, path), readFileSync(path, 'utf8'));
    }
  }
  return sources;
}
