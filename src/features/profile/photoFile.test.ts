import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@contract/rules/photo';
import { photoFileProblem, toBase64 } from './photoFile';

/** PNG's signature and the start of its IHDR chunk: a 1 × 1 image. */
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1];
const png = (length: number, header = PNG_HEADER) => {
  const bytes = new Uint8Array(length);
  bytes.set(header);
  return bytes;
};

describe('photoFileProblem', () => {
  it('accepts a PNG, JPEG or WebP up to the limit', () => {
    expect(photoFileProblem(png(100))).toBeUndefined();
    expect(photoFileProblem(png(MAX_PHOTO_BYTES))).toBeUndefined();
    expect(photoFileProblem(new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0]))).toBeUndefined();
  });

  it('refuses a file whose width and height cannot be read, as the server does', () => {
    expect(photoFileProblem(png(100, PNG_HEADER.slice(0, 8)))).toBe('damaged');
    expect(photoFileProblem(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('damaged');
  });

  it('refuses another type by its bytes, and a file over the limit', () => {
    expect(photoFileProblem(new TextEncoder().encode('<svg></svg>'))).toBe('type');
    expect(photoFileProblem(new Uint8Array())).toBe('type');
    expect(photoFileProblem(png(MAX_PHOTO_BYTES + 1))).toBe('size');
  });
});

describe('toBase64', () => {
  it('encodes as the server decodes, large files included', () => {
    const bytes = png(MAX_PHOTO_BYTES);
    bytes[MAX_PHOTO_BYTES - 1] = 255;
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(toBase64(new Uint8Array([1, 2, 3, 4]))).toBe('AQIDBA==');
  });
});
