import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const contentDir = fileURLToPath(new URL('./content/', import.meta.url));
const publicDir = fileURLToPath(new URL('../../../public/', import.meta.url));
const contentFile = join(contentDir, 'demo-content.json');

/** Every picture the demo content names: a path from the site's root is a file in public/, any other is beside the content file. */
function picturesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.endsWith('.svg') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(picturesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(picturesOf);
  return [];
}

const pictures = picturesOf(JSON.parse(readFileSync(contentFile, 'utf8')));

describe('the demo content pictures', () => {
  it('are found: the prizes and the image polls name some', () => {
    expect(pictures).toEqual(expect.arrayContaining(['/prizes/mug.svg', 'images/book.svg', 'images/eggs.svg']));
  });

  // A colour-emoji glyph is a box on a device without an emoji font (many desktops, headless browsers).
  it.each(pictures)('%s draws its shapes, not an emoji', (picture) => {
    const file = picture.startsWith('/') ? join(publicDir, picture) : join(dirname(contentFile), picture);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
