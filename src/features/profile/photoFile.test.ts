import { describe, expect, it, vi } from 'vitest';
import { MAX_PHOTO_BYTES } from '@contract/rules/photo';
import { PHOTO_SNIFF_BYTES, photoFileProblem, readPhotoFile, toBase64 } from './photoFile';

/** PNG's signature and the start of its IHDR chunk: a 1 × 1 image. */
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1];
/** PNG's closing IEND chunk. */
const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
/** A PNG of `length` bytes: the header, then zeros, then (unless cut short) its IEND chunk. */
const png = (length: number, header = PNG_HEADER, { cutShort = false } = {}) => {
  const bytes = new Uint8Array(length);
  bytes.set(header);
  if (!cutShort) bytes.set(PNG_END, length - PNG_END.length);
  return bytes;
};
/** A 1 × 1 JPEG: SOI, a start of frame, a start of scan and the end of image. */
const JPEG = [0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0, 0xff, 0xda, 0, 2, 0xff, 0xd9];

describe('photoFileProblem', () => {
  it('accepts a PNG, JPEG or WebP up to the limit', () => {
    expect(photoFileProblem(png(100))).toBeUndefined();
    expect(photoFileProblem(png(MAX_PHOTO_BYTES))).toBeUndefined();
    expect(photoFileProblem(new Uint8Array(JPEG))).toBeUndefined();
  });

  it('refuses a file cut short after its header, as the server does', () => {
    expect(photoFileProblem(png(100, PNG_HEADER, { cutShort: true }))).toBe('damaged');
    expect(photoFileProblem(new Uint8Array(JPEG.slice(0, -2)))).toBe('damaged');
  });

  it('refuses a file whose width and height cannot be read, as the server does', () => {
    expect(photoFileProblem(png(100, PNG_HEADER.slice(0, 8)))).toBe('damaged');
    expect(photoFileProblem(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('damaged');
  });

  it('refuses a picture stating more pixels than a browser shows, as the server does', () => {
    const side = (value: number) => [value >> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
    const header = (width: number, height: number) => [...PNG_HEADER.slice(0, 16), ...side(width), ...side(height)];
    expect(photoFileProblem(png(100, header(60_000, 60_000)))).toBe('dimensions');
    expect(photoFileProblem(png(100, header(10_000, 5_000)))).toBeUndefined();
    expect(photoFileProblem(png(100, header(10_000, 5_001)))).toBe('dimensions');
  });

  it('refuses another type by its bytes, and a file over the limit', () => {
    expect(photoFileProblem(new TextEncoder().encode('<svg></svg>'))).toBe('type');
    expect(photoFileProblem(new Uint8Array())).toBe('type');
    expect(photoFileProblem(png(MAX_PHOTO_BYTES + 1))).toBe('size');
  });
});

/** A file of any size whose whole read fails the test: only its first bytes may be read. */
const huge = (size: number, head: number[]) => ({
  size,
  slice: vi.fn((start?: number, end?: number) => new Blob([new Uint8Array(head).slice(start, end)])),
  arrayBuffer: vi.fn(() => Promise.reject(new Error('the whole file was read'))),
});

describe('readPhotoFile', () => {
  it('reads a file within the limit whole and hands back its bytes', async () => {
    const bytes = png(1000);
    expect(await readPhotoFile(new Blob([bytes]))).toEqual({ bytes });
    expect(await readPhotoFile(new Blob([png(100, PNG_HEADER.slice(0, 8))]))).toEqual({ problem: 'damaged' });
  });

  it('judges a file over the limit by its first bytes, never reading it whole', async () => {
    const video = huge(500 * 1024 * 1024, [0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
    expect(await readPhotoFile(video)).toEqual({ problem: 'type' });
    expect(video.slice).toHaveBeenCalledWith(0, PHOTO_SNIFF_BYTES);
    expect(video.arrayBuffer).not.toHaveBeenCalled();

    const picture = huge(5 * 1024 ** 3, PNG_HEADER);
    expect(await readPhotoFile(picture)).toEqual({ problem: 'size' });
    expect(picture.arrayBuffer).not.toHaveBeenCalled();
    expect(await readPhotoFile(huge(MAX_PHOTO_BYTES + 1, [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]))).toEqual({ problem: 'size' });
  });

  it('calls a file that cannot be read (deleted since it was picked) damaged instead of rejecting', async () => {
    const gone = () => Promise.reject(new DOMException('The requested file could not be read.', 'NotReadableError'));
    expect(await readPhotoFile({ size: 2000, slice: () => new Blob(), arrayBuffer: gone })).toEqual({ problem: 'damaged' });
    const goneHead = { size: MAX_PHOTO_BYTES * 10, slice: () => ({ arrayBuffer: gone }) as unknown as Blob, arrayBuffer: gone };
    expect(await readPhotoFile(goneHead)).toEqual({ problem: 'damaged' });
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
