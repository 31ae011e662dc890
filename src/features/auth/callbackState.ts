/**
 * The cookie that ties a provider's return to a sign-in the member started in this browser: set by
 * the app as it leaves for the provider, spent by the return. A link to /socialAuth made elsewhere
 * (a login-CSRF attempt) finds none.
 */
export const CALLBACK_HASH_COOKIE = 'callbackHash';

/** How long a sign-in started here waits for its provider's return: a cookie left by one abandoned earlier does not vouch for a later link. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** 128 random bits (base64url), a dot, and when the sign-in started (milliseconds, base 36). */
const STARTED = /^[A-Za-z0-9_-]{22}\.([0-9a-z]{1,11})$/;

/** A return is taken only when this browser holds a value of its own making, stored when a sign-in started within the window. */
export function signInStarted(stored: string | null, now: number = Date.now()): boolean {
  const startedAt = stored === null ? undefined : STARTED.exec(stored)?.[1];
  if (startedAt === undefined) return false;
  const age = now - parseInt(startedAt, 36);
  // A minute's grace the other way: the clock may have been set back since.
  return age >= -60_000 && age <= SIGN_IN_WINDOW_MS;
}

/** A fresh callbackHash value: 128 random bits, base64url, and the time the sign-in starts. */
export function newCallbackHash(now: number = Date.now(), random: Uint8Array = crypto.getRandomValues(new Uint8Array(16))): string {
  const bits = btoa(String.fromCharCode(...random)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${bits}.${now.toString(36)}`;
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
