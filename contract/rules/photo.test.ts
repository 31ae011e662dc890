import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BASE64_LENGTH, MAX_PHOTO_BYTES, photoDimensions, photoIsWhole, sniffPhotoType } from './photo';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('sniffPhotoType', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffPhotoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe('image/png');
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16))).toBe('image/jpeg');
    expect(sniffPhotoType(ascii('RIFF\u0024\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(sniffPhotoType(ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeUndefined();
    expect(sniffPhotoType(ascii('<html><body>hi</body></html>'))).toBeUndefined();
    expect(sniffPhotoType(ascii('GIF89a'))).toBeUndefined();
    expect(sniffPhotoType(ascii('RIFF\u0024\u0000\u0000\u0000WAVEfmt '))).toBeUndefined();
    expect(sniffPhotoType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
    expect(sniffPhotoType(bytes(0xff, 0xd8))).toBeUndefined();
    expect(sniffPhotoType(bytes())).toBeUndefined();
  });
});

describe('MAX_PHOTO_BASE64_LENGTH', () => {
  it('holds the base64 of the largest photo', () => {
    expect(Buffer.from(new Uint8Array(MAX_PHOTO_BYTES)).toString('base64').length).toBeLessThanOrEqual(MAX_PHOTO_BASE64_LENGTH);
  });
});

describe('photoDimensions', () => {
  const base64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
  /** Small but complete images of each kind, as encoders write them. */
  const PNG_1X1 = base64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==');
  const PROGRESSIVE_JPEG_1X1 = base64('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxD/2Q==');
  const LOSSY_WEBP_1X1 = base64('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA');
  const LOSSLESS_WEBP_1X1 = base64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
  /** A baseline JPEG: SOI, a JFIF segment, then a start of frame of `height` × `width`. */
  const jpeg = (height: number, width: number) => bytes(
    0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
    0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9,
  );
  const extendedWebp = (width: number, height: number) => {
    const header = ascii('RIFF\u0016\u0000\u0000\u0000WEBPVP8X\n\u0000\u0000\u0000');
    return new Uint8Array([...header, 0, 0, 0, 0, (width - 1) & 0xff, (width - 1) >> 8, 0, (height - 1) & 0xff, (height - 1) >> 8, 0]);
  };

  it('reads every kind accepted', () => {
    expect(photoDimensions(PNG_1X1)).toEqual({ width: 1, height: 1 });
    const widePng = PNG_1X1.slice();
    widePng.set([0, 0, 0x07, 0x80, 0, 0, 0x04, 0x38], 16);
    expect(photoDimensions(widePng)).toEqual({ width: 1920, height: 1080 });
    expect(photoDimensions(PROGRESSIVE_JPEG_1X1)).toEqual({ width: 1, height: 1 });
    expect(photoDimensions(jpeg(480, 640))).toEqual({ width: 640, height: 480 });
    expect(photoDimensions(LOSSY_WEBP_1X1)).toEqual({ width: 1, height: 1 });
    expect(photoDimensions(LOSSLESS_WEBP_1X1)).toEqual({ width: 1, height: 1 });
    expect(photoDimensions(extendedWebp(300, 200))).toEqual({ width: 300, height: 200 });
  });

  it('finds nothing in a header alone, cut short, or stating a zero side', () => {
    expect(photoDimensions(base64('iVBORw0KGgo='))).toBeUndefined();
    expect(photoDimensions(PNG_1X1.subarray(0, 20))).toBeUndefined();
    const zeroWidthPng = PNG_1X1.slice();
    zeroWidthPng.set([0, 0, 0, 0], 16);
    expect(photoDimensions(zeroWidthPng)).toBeUndefined();
    const notIhdrFirst = PNG_1X1.slice();
    notIhdrFirst.set(ascii('IDAT'), 12);
    expect(photoDimensions(notIhdrFirst)).toBeUndefined();
    expect(photoDimensions(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9))).toBeUndefined();
    expect(photoDimensions(jpeg(0, 640))).toBeUndefined();
    expect(photoDimensions(jpeg(480, 640).subarray(0, 26))).toBeUndefined();
    expect(photoDimensions(ascii('RIFF\u0024\u0000\u0000\u0000WEBPVP8 '))).toBeUndefined();
    expect(photoDimensions(LOSSY_WEBP_1X1.subarray(0, 28))).toBeUndefined();
    expect(photoDimensions(ascii('GIF89a\u0001\u0000\u0001\u0000'))).toBeUndefined();
    expect(photoDimensions(bytes())).toBeUndefined();
  });
});

describe('photoIsWhole', () => {
  const base64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
  const PNG_1X1 = base64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==');
  /** Chromium's own encoder (a 2 × 1 canvas): JFIF, an ICC profile, two tables, a frame, a scan. */
  const ENCODED_JPEG = base64('/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeAGpH/9k=');
  const LOSSY_WEBP_1X1 = base64('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA');
  const withTrailing = (bytes: Uint8Array, ...extra: number[]) => new Uint8Array([...bytes, ...extra]);

  it('takes a whole file of each kind, and bytes a camera adds after a JPEG\'s end', () => {
    expect(photoIsWhole(PNG_1X1)).toBe(true);
    expect(photoIsWhole(ENCODED_JPEG)).toBe(true);
    expect(photoDimensions(ENCODED_JPEG)).toEqual({ width: 2, height: 1 });
    expect(photoIsWhole(withTrailing(ENCODED_JPEG, 0, 0, 0, 0))).toBe(true);
    expect(photoIsWhole(LOSSY_WEBP_1X1)).toBe(true);
  });

  it('refuses a file cut short after a readable header: an upload broken off', () => {
    expect(photoDimensions(PNG_1X1.subarray(0, 60))).toEqual({ width: 1, height: 1 });
    expect(photoIsWhole(PNG_1X1.subarray(0, 60))).toBe(false);
    expect(photoIsWhole(PNG_1X1.subarray(0, 33))).toBe(false);
    expect(photoDimensions(ENCODED_JPEG.subarray(0, 700))).toEqual({ width: 2, height: 1 });
    expect(photoIsWhole(ENCODED_JPEG.subarray(0, 700))).toBe(false);
    expect(photoIsWhole(ENCODED_JPEG.subarray(0, ENCODED_JPEG.length - 2))).toBe(false);
    expect(photoIsWhole(LOSSY_WEBP_1X1.subarray(0, LOSSY_WEBP_1X1.length - 1))).toBe(false);
  });

  it('does not take an end-of-image marker before the image data as the end', () => {
    // An end marker inside a segment ahead of the scan (as an Exif thumbnail has) is skipped with its segment.
    const thumbnailFirst = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, 4, 0xff, 0xd9, 0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0, 0xff, 0xda, 0, 2, 1, 2, 3]);
    expect(photoDimensions(thumbnailFirst)).toEqual({ width: 1, height: 1 });
    expect(photoIsWhole(thumbnailFirst)).toBe(false);
    expect(photoIsWhole(withTrailing(thumbnailFirst, 0xff, 0xd9))).toBe(true);
  });

  it('refuses anything that is not a photo', () => {
    expect(photoIsWhole(new TextEncoder().encode('GIF89a'))).toBe(false);
    expect(photoIsWhole(new Uint8Array())).toBe(false);
  });
});
