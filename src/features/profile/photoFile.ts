import { MAX_PHOTO_BYTES, photoDimensions, sniffPhotoType } from '@contract/rules/photo';

export type PhotoFileProblem = 'type' | 'size' | 'damaged';

/** Why a chosen file cannot be the photo (checked by its bytes, as the server does), or undefined. */
export function photoFileProblem(bytes: Uint8Array): PhotoFileProblem | undefined {
  if (!sniffPhotoType(bytes)) return 'type';
  if (bytes.length > MAX_PHOTO_BYTES) return 'size';
  if (!photoDimensions(bytes)) return 'damaged';
  return undefined;
}

/** Bytes as base64, in chunks (a spread of half a megabyte would overflow the call stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
