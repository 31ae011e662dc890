import { readFileSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { photoDimensions, photoIsWhole, sniffPhotoType } from '@contract/rules/photo';

/**
 * Images operators give the panel (a choice's image, a prize's picture): SVG or PNG files, read and
 * sized before anything is stored, so the app never serves one it could not show.
 */
const imageTypes: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png' };

/** A picture the site itself serves (a file in public/, e.g. /prizes/mug.svg): its own origin, no `//host`, no `..`. */
export const SITE_PICTURE_PATTERN = '^/(?!/)(?!.*\\.\\.)[\\w./-]+\\.(svg|png|jpg|jpeg|webp)$';
/** The longest such path. */
export const MAX_PICTURE_PATH = 200;

/** A length of the SVG's own: a number, optionally in pixels (`120`, `120.5`, `120px`). */
const SVG_LENGTH = String.raw`\s*=\s*["']\s*(\d+(?:\.\d+)?)(?:px)?\s*["']`;
const SVG_WIDTH = new RegExp(String.raw`<svg\b[^>]*?\swidth${SVG_LENGTH}`, 'i');
const SVG_HEIGHT = new RegExp(String.raw`<svg\b[^>]*?\sheight${SVG_LENGTH}`, 'i');
/** min-x, min-y (negative ones too), width and height, apart by spaces and/or commas. */
const SVG_VIEW_BOX = /<svg\b[^>]*?\sviewBox\s*=\s*["']\s*-?[\d.]+(?:\s*,\s*|\s+)-?[\d.]+(?:\s*,\s*|\s+)([\d.]+)(?:\s*,\s*|\s+)([\d.]+)\s*["']/i;

/**
 * Width and height of a PNG (by the profile photo's rules: its own bytes, whole) or an SVG (the svg
 * element's width and height, else its viewBox); undefined when the file is not what its name says,
 * is cut short or has no size: an image the app could not show.
 */
function imageSize(data: Buffer, type: string): { width: number; height: number } | undefined {
  const positive = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : undefined);
  if (type === 'image/png') {
    const size = sniffPhotoType(data) === 'image/png' && photoIsWhole(data) ? photoDimensions(data) : undefined;
    return size && positive(size.width, size.height);
  }
  const text = data.toString('utf8', 0, 4000);
  const width = SVG_WIDTH.exec(text)?.[1];
  const height = SVG_HEIGHT.exec(text)?.[1];
  if (width && height) return positive(Math.round(Number(width)), Math.round(Number(height)));
  const box = SVG_VIEW_BOX.exec(text);
  return box ? positive(Math.round(Number(box[1])), Math.round(Number(box[2]))) : undefined;
}

export interface StoredImage {
  data: Buffer;
  type: string;
  width: number;
  height: number;
}

/** An SVG or PNG file named relative to `baseDir` (inside it), read and sized; or why it cannot be stored. */
export function readImageFile(baseDir: string, name: string): StoredImage | string {
  const file = resolve(baseDir, name);
  if (!file.startsWith(baseDir + sep)) return 'the image must be inside the content file\'s folder';
  const type = imageTypes[extname(file)];
  if (!type) return `image ${name} is neither an .svg nor a .png file`;
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    return `image ${name} not found`;
  }
  const size = imageSize(data, type);
  if (!size) return `the width and height of ${name} cannot be read: it is not a whole ${extname(file).slice(1).toUpperCase()} file`;
  return { data, type, ...size };
}
