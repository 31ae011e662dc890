import { describe, expect, it } from 'vitest';
import { preloadedScreenFor, screenPreloads, staticClosure, type Manifest } from './build-manifest';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shell.js'], dynamicImports: ['src/Card.tsx'] },
  '_shell.js': { file: 'assets/shell.js', imports: ['_runtime.js'], css: ['assets/shell.css'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/Card.tsx': { file: 'assets/Card.js', src: 'src/Card.tsx', imports: ['_shell.js', '_card.js'], dynamicImports: ['_toast.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_runtime.js'], css: ['assets/card.css'] },
  '_toast.js': { file: 'assets/toast.js' },
};

describe('the build manifest', () => {
  it('follows static imports once each, never dynamic ones', () => {
    expect(staticClosure(manifest, ['src/Card.tsx']).map((chunk) => chunk.file).sort()).toEqual(['assets/Card.js', 'assets/card.js', 'assets/runtime.js', 'assets/shell.js']);
    expect(() => staticClosure(manifest, ['src/Gone.tsx'])).toThrow('has no such chunk');
  });

  it("names a lazy screen's scripts and styles beyond the entry's page, none for a screen the build lacks", () => {
    expect(screenPreloads(manifest, 'src/Card.tsx')).toEqual({ scripts: ['/assets/Card.js', '/assets/card.js'], styles: ['/assets/card.css'] });
    expect(screenPreloads(manifest, 'src/Gone.tsx')).toEqual({ scripts: [], styles: [] });
  });

  it('preloads the public card on its own path and the sign-in screens on theirs, nothing elsewhere', () => {
    expect(preloadedScreenFor('/publicCardPage/12')).toBe('publicCard');
    expect(preloadedScreenFor('/login')).toBe('login');
    expect(preloadedScreenFor('/sign-in')).toBe('login');
    expect(preloadedScreenFor('/register')).toBe('register');
    expect(preloadedScreenFor('/sign-up')).toBe('register');
    for (const path of ['/', '/app/', '/app/cardPage/12', '/publicCardPage/', '/publicCardPage/12/x', '/login/x', '/constructor', '/toString']) {
      expect(preloadedScreenFor(path), path).toBeNull();
    }
  });
});
