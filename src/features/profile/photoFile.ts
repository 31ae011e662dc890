import { MAX_PHOTO_BYTES, photoDimensions, photoIsShowable, photoIsWhole, sniffPhotoType } from '@contract/rules/photo';

export type PhotoFileProblem = 'type' | 'size' | 'damaged' | 'dimensions';

/** Why a chosen file cannot be the photo (checked by its bytes, as the server does), or undefined. */
export function photoFileProblem(bytes: Uint8Array): PhotoFileProblem | undefined {
  if (!sniffPhotoType(bytes)) return 'type';
  if (bytes.length > MAX_PHOTO_BYTES) return 'size';
  const dimensions = photoDimensions(bytes);
  if (!dimensions || !photoIsWhole(bytes)) return 'damaged';
  return photoIsShowable(dimensions) ? undefined : 'dimensions';
}

/** The first bytes the type check reads (WebP's RIFF....WEBP header, the longest, is 12). */
export const PHOTO_SNIFF_BYTES = 16;

export type PhotoFileRead = { bytes: Uint8Array; problem?: undefined } | { problem: PhotoFileProblem };

/**
 * A chosen file's bytes, or why it cannot be the photo, reading no more than a photo may hold: a
 * file over the limit is judged by its first bytes alone (a video is the wrong type, a picture too
 * large), so a file of gigabytes is never read whole; a file that cannot be read (deleted or moved
 * since it was picked, or unreadable) is damaged. Never rejects.
 */
export async function readPhotoFile(file: Pick<Blob, 'size' | 'slice' | 'arrayBuffer'>): Promise<PhotoFileRead> {
  try {
    if (file.size > MAX_PHOTO_BYTES) {
      const head = new Uint8Array(await file.slice(0, PHOTO_SNIFF_BYTES).arrayBuffer());
      return { problem: sniffPhotoType(head) ? 'size' : 'type' };
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = photoFileProblem(bytes);
    return problem ? { problem } : { bytes };
  } catch {
    return { problem: 'damaged' };
  }
}

/** Bytes as base64, in chunks (a spread of half a megabyte would overflow the call stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
