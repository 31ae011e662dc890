/** The cookie that ties a provider's return to the sign-in the member started. */
export const CALLBACK_HASH_COOKIE = 'callbackHash';

const HASH = /^[A-Za-z0-9_-]{22,64}$/;

/** A return is taken only when its state carries the value this browser stored before leaving. */
export const stateMatches = (hash: string | null, stored: string | null): boolean => hash !== null && stored !== null && HASH.test(hash) && hash === stored;

/** A fresh callbackHash value: 128 random bits, base64url. */
export function newCallbackHash(random: Uint8Array = crypto.getRandomValues(new Uint8Array(16))): string {
  return btoa(String.fromCharCode(...random)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Where a failed provider sign-in goes back to: the page the member left for the provider (same
 * site, not a provider return), else /login.
 */
export function pageToGoBackTo(stored: string | null): string {
  if (!stored || !stored.startsWith('/') || stored.startsWith('//') || stored.startsWith('/\\')) return '/login';
  const path = stored.split(/[?#]/)[0] ?? '';
  if (path === '/socialAuth' || path === '/callback') return '/login';
  return stored;
}
