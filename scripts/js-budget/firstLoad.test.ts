import { describe, expect, it } from 'vitest';
import { firstLoadFiles, overBudget, type Manifest } from './firstLoad';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shell.js'], dynamicImports: ['src/Login.tsx', 'src/Feed.tsx'] },
  '_shell.js': { file: 'assets/shell.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_shell.css': { file: 'assets/shell.css' },
  'src/Login.tsx': { file: 'assets/Login.js', src: 'src/Login.tsx', imports: ['_shell.js', '_Button.js'], dynamicImports: ['_toast.js'] },
  '_Button.js': { file: 'assets/Button.js' },
  '_toast.js': { file: 'assets/toast.js' },
  'src/Feed.tsx': { file: 'assets/Feed.js', src: 'src/Feed.tsx', imports: ['_shell.js', '_slider.js'] },
  '_slider.js': { file: 'assets/slider.js' },
};

describe('the first load of a path, from the build manifest', () => {
  it('takes the entry, its static imports and the screens with theirs; nothing loaded on demand', () => {
    expect(firstLoadFiles(manifest, ['src/Login.tsx'])).toEqual(['assets/Button.js', 'assets/Login.js', 'assets/index.js', 'assets/runtime.js', 'assets/shell.js']);
    expect(firstLoadFiles(manifest, [])).toEqual(['assets/index.js', 'assets/runtime.js', 'assets/shell.js']);
  });

  it('counts a file shared by several screens once', () => {
    expect(firstLoadFiles(manifest, ['src/Login.tsx', 'src/Feed.tsx'])).toHaveLength(7);
  });

  it('refuses a screen the build does not have, or a manifest without one entry', () => {
    expect(() => firstLoadFiles(manifest, ['src/Gone.tsx'])).toThrow('src/Gone.tsx is not a chunk of the build');
    expect(() => firstLoadFiles({ a: { file: 'a.js' } }, [])).toThrow('expected one entry');
  });

  it('names the paths over their budget', () => {
    const lines = [{ path: '/login', kilobytes: 100.1, budget: 100, files: 3 }, { path: '/app/', kilobytes: 150, budget: 150, files: 9 }];
    expect(overBudget(lines).map((line) => line.path)).toEqual(['/login']);
  });
});
