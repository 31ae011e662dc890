import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BASE64_LENGTH, MAX_PHOTO_BYTES, sniffPhotoType } from './photo';

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
