/**
 * The public card screen's address, which a visitor opens from a shared link: the server redirects
 * to it and preloads for it, the app redirects a member's card link to it.
 */
const PUBLIC_CARD_PREFIX = '/publicCardPage/';

/** The public card screen of a card, from the id as a path segment (already encoded for a URL). */
export const publicCardPath = (idSegment: string): string => `${PUBLIC_CARD_PREFIX}${idSegment}`;

/** The id segment of a public card screen's path, else null. */
export function publicCardIdSegment(path: string): string | null {
  if (!path.startsWith(PUBLIC_CARD_PREFIX)) return null;
  const segment = path.slice(PUBLIC_CARD_PREFIX.length);
  return segment !== '' && !segment.includes('/') ? segment : null;
}

/** Where a shared card link points (the server redirects it to the public card screen). */
export const SHARED_CARD_PREFIX = '/rest/shareCard/';

/** The id segment of a shared card link's path, as typed, else null. */
export function sharedCardIdSegment(path: string): string | null {
  return path.startsWith(SHARED_CARD_PREFIX) ? path.slice(SHARED_CARD_PREFIX.length) : null;
}
