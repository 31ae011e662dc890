import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webManifest } from '../src/pwa/webManifest';
import { withThemeColor } from './theme-color';

const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the theme colour', () => {
  it('is the same in the manifest, the page\'s theme-color and the header', () => {
    const html = withThemeColor(read('index.html'));
    const meta = /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1];
    const cssVariable = /--theme-color:\s*([^;]+);/.exec(html)?.[1];
    expect(meta).toBe(webManifest.theme_color);
    expect(cssVariable).toBe(webManifest.theme_color);
    expect(html).not.toContain('%THEME_COLOR%');
    expect(read('src/app/layout/layout.css')).toMatch(/\.site-header \{ background: var\(--theme-color\);/);
  });

  it('is the icon\'s background (the PNGs are made from it by scripts/generate-icons.ts)', () => {
    expect(/<rect width="512" height="512" rx="96" fill="([^"]+)"/.exec(read('public/icons/icon.svg'))?.[1]).toBe(webManifest.theme_color);
  });
});
