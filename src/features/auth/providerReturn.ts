import { deleteCookie, getCookie, setCookie } from '../../lib/cookies';
import { CALLBACK_HASH_COOKIE, pageToGoBackTo, stateMatches } from './callbackState';

/** The page the member left for a provider, kept in this tab for the provider's return. */
const LEFT_FROM_KEY = 'panelist-sign-in-from';

/** Before the redirect to a provider: the callbackHash cookie holds the state's value, and the tab remembers where the member was. */
export function leaveForProvider(callbackHash: string): void {
  setCookie(CALLBACK_HASH_COOKIE, callbackHash);
  try {
    sessionStorage.setItem(LEFT_FROM_KEY, `${window.location.pathname}${window.location.search}`);
  } catch {
    // Storage refused (private mode): a failure then goes back to /login.
  }
}

/** The value this page has accepted: an effect run twice (React's StrictMode) is told the same. */
let accepted: string | null = null;

/** Whether a provider's return carries the value stored before leaving; the cookie is spent either way. */
export function acceptProviderReturn(hash: string | null): boolean {
  if (hash !== null && hash === accepted) return true;
  const matches = stateMatches(hash, getCookie(CALLBACK_HASH_COOKIE));
  deleteCookie(CALLBACK_HASH_COOKIE);
  if (matches) accepted = hash;
  return matches;
}

/** Where a failed or denied provider sign-in goes back to: the page the member left from, else /login. */
export function pageBeforeProvider(): string {
  try {
    return pageToGoBackTo(sessionStorage.getItem(LEFT_FROM_KEY));
  } catch {
    return '/login';
  }
}
