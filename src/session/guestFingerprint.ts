import { getCookie, setCookie } from '../lib/cookies';

/** Where this browser keeps the fingerprint its guest was made from. */
export const GUEST_FINGERPRINT_KEY = 'panelist-guest-fingerprint';
/** The guest route's fingerprint (contract/schemas/common.ts, Fingerprint). */
const FINGERPRINT = /^[A-Za-z0-9_-]{8,128}$/;

/** This browser's local storage, or null where reading it is refused. */
function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Where local storage is refused (a frame on another site, in a browser that blocks third-party
 * data), a cookie partitioned by the top-level site (CHIPS), which such browsers still keep for that
 * site. Null where no Secure cookie can be written; a cookie the browser dropped is a refusal.
 */
export function partitionedCookieStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  if (typeof document === 'undefined' || globalThis.isSecureContext !== true) return null;
  return {
    getItem: (key) => getCookie(key),
    setItem(key, value) {
      setCookie(key, value, { crossSite: true, partitioned: true });
      if (getCookie(key) !== value) throw new DOMException('The browser kept no cookie', 'SecurityError');
    },
  };
}

/** 16 random bytes in base64url: 22 letters, digits, - or _. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The fingerprint a visitor's guest is made from: the browser's visitor id with a random id added,
 * made once and kept by the browser. The visitor id alone is shared by identical phones and by every
 * fresh profile of one browser, which would make strangers one guest who sees the other's answers;
 * and it can come out differently on a later visit (a busy device), which would make one visitor
 * several guests. Kept, it is the same guest on every visit, and the visitor id need not be
 * computed again. Where local storage is refused, a partitioned cookie keeps it; where that is refused
 * too, the visitor id alone.
 */
export async function guestFingerprint(visitorId: () => Promise<string>, storage: Pick<Storage, 'getItem' | 'setItem'> | null = localStorageOrNull() ?? partitionedCookieStorage()): Promise<string> {
  let kept: string | null = null;
  try {
    kept = storage?.getItem(GUEST_FINGERPRINT_KEY) ?? null;
  } catch {
    storage = null;
  }
  if (kept !== null && FINGERPRINT.test(kept)) return kept;
  const visitor = await visitorId();
  if (!storage) return visitor;
  const made = `${visitor.slice(0, 100)}-${randomId()}`;
  try {
    storage.setItem(GUEST_FINGERPRINT_KEY, made);
    return made;
  } catch {
    return visitor;
  }
}
