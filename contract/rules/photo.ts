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
