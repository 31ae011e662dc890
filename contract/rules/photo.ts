/** The member's profile photo (POST/GET user/{id}/photo): the rules the server enforces and the app checks first (pure, no imports). */

/** The largest photo stored, in bytes (after base64 decoding). */
export const MAX_PHOTO_BYTES = 512 * 1024;

export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** Base64 of MAX_PHOTO_BYTES is at most this long (4 characters per 3 bytes, padded). */
export const MAX_PHOTO_BASE64_LENGTH = Math.ceil(MAX_PHOTO_BYTES / 3) * 4;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The image type by the file's own first bytes (never by its name or a declared type): PNG's
 * signature, JPEG's SOI marker followed by a marker, or WebP's RIFF....WEBP header; else undefined.
 */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

export interface PhotoDimensions {
  width: number;
  height: number;
}

const uint16BE = (bytes: Uint8Array, at: number): number => (bytes[at]! << 8) | bytes[at + 1]!;
const uint24LE = (bytes: Uint8Array, at: number): number => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
const uint32BE = (bytes: Uint8Array, at: number): number => uint16BE(bytes, at) * 0x10000 + uint16BE(bytes, at + 2);

/** PNG: the first chunk is IHDR (13 bytes of data), its width and height 4 bytes each, big-endian. */
function pngDimensions(bytes: Uint8Array): PhotoDimensions | undefined {
  if (bytes.length < 24 || uint32BE(bytes, 8) !== 13 || !startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12)) return undefined;
  const width = uint32BE(bytes, 16);
  const height = uint32BE(bytes, 20);
  // The format allows at most 2^31 - 1 on a side.
  return width <= 0x7fffffff && height <= 0x7fffffff ? { width, height } : undefined;
}

/** The start-of-frame markers (baseline, progressive, lossless, arithmetic): not DHT C4, JPG C8, DAC CC. */
const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const JPEG_START_OF_SCAN = 0xda;
const JPEG_END_OF_IMAGE = 0xd9;
const JPEG_SCAN_MARKERS: ReadonlySet<number> = new Set([JPEG_START_OF_SCAN]);

/**
 * JPEG: the offset of the first segment after SOI with one of `markers` (its 0xFF byte), walking the
 * segments' lengths (so an Exif thumbnail inside one is skipped whole); undefined when the walk
 * meets image data or its end first, or the file ends.
 */
function jpegSegment(bytes: Uint8Array, markers: ReadonlySet<number>): number | undefined {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) { at += 1; continue; } // fill byte
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { at += 2; continue; } // no length
    if (markers.has(marker)) return at;
    if (marker === JPEG_START_OF_SCAN || marker === JPEG_END_OF_IMAGE) return undefined;
    const length = uint16BE(bytes, at + 2);
    if (length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}

/** JPEG: the first start-of-frame, whose height and width follow its precision byte. */
function jpegDimensions(bytes: Uint8Array): PhotoDimensions | undefined {
  const at = jpegSegment(bytes, JPEG_FRAME_MARKERS);
  if (at === undefined || uint16BE(bytes, at + 2) < 8 || at + 9 > bytes.length) return undefined;
  return { width: uint16BE(bytes, at + 7), height: uint16BE(bytes, at + 5) };
}

/** WebP: its first chunk, lossy (VP8 key frame), lossless (VP8L) or extended (VP8X canvas). */
function webpDimensions(bytes: Uint8Array): PhotoDimensions | undefined {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8 ' && bytes.length >= 30 && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return { width: (bytes[26]! | (bytes[27]! << 8)) & 0x3fff, height: (bytes[28]! | (bytes[29]! << 8)) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && bytes.length >= 30) return { width: uint24LE(bytes, 24) + 1, height: uint24LE(bytes, 27) + 1 };
  return undefined;
}

/**
 * The most pixels a photo may state: a browser decodes a picture into memory at four bytes a pixel,
 * and draws nothing for a header claiming, say, 60,000 × 60,000 (a few bytes can claim it).
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** Whether a photo of these dimensions can be shown (not more pixels than a browser decodes). */
export const photoIsShowable = ({ width, height }: PhotoDimensions): boolean => width * height <= MAX_PHOTO_PIXELS;

/**
 * The image's width and height as its header states them (PNG's IHDR, JPEG's start of frame, WebP's
 * first chunk), or undefined when the header is missing, cut short or states a zero side: such a
 * file shows as a broken picture.
 */
export function photoDimensions(bytes: Uint8Array): PhotoDimensions | undefined {
  const type = sniffPhotoType(bytes);
  const dimensions = type === 'image/png' ? pngDimensions(bytes) : type === 'image/jpeg' ? jpegDimensions(bytes) : type === 'image/webp' ? webpDimensions(bytes) : undefined;
  return dimensions && dimensions.width > 0 && dimensions.height > 0 ? dimensions : undefined;
}

/** Whether `needle` occurs in `bytes` at or after `from`; looked for from the end, where a file's closing bytes are. */
function occursAfter(bytes: Uint8Array, needle: readonly number[], from: number): boolean {
  for (let at = bytes.length - needle.length; at >= from; at -= 1) {
    if (startsWith(bytes, needle, at)) return true;
  }
  return false;
}

/** PNG's last chunk: IEND, no data, and its CRC. */
const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const PNG_HEADER_BYTES = 33;

/**
 * Whether the file holds all its image data, not only its header: an upload broken off or a partial
 * copy keeps a readable header and shows as a blank or half-drawn picture. PNG: its IEND chunk after
 * the header; JPEG: the end-of-image marker after its first scan's start (bytes after it, as some
 * cameras add, are left alone); WebP: as many bytes as its RIFF header counts.
 */
export function photoIsWhole(bytes: Uint8Array): boolean {
  switch (sniffPhotoType(bytes)) {
    case 'image/png':
      return occursAfter(bytes, PNG_END, PNG_HEADER_BYTES);
    case 'image/jpeg': {
      const scan = jpegSegment(bytes, JPEG_SCAN_MARKERS);
      return scan !== undefined && occursAfter(bytes, [0xff, JPEG_END_OF_IMAGE], scan + 2);
    }
    case 'image/webp':
      return bytes.length >= 12 && uint24LE(bytes, 4) + bytes[7]! * 0x1000000 + 8 <= bytes.length;
    default:
      return false;
  }
}
