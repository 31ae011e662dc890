import { deleteCookie, getCookie, setCookie } from '../../lib/cookies';
import { CALLBACK_HASH_COOKIE, newCallbackHash, pageToGoBackTo, signInStarted } from './callbackState';

/** The page the member left for a provider, kept in this tab for the provider's return. */
const LEFT_FROM_KEY = 'panelist-sign-in-from';

/** Before the redirect to a provider: the callbackHash cookie holds a fresh value, and the tab remembers where the member was. */
export function leaveForProvider(): void {
  setCookie(CALLBACK_HASH_COOKIE, newCallbackHash());
  try {
    sessionStorage.setItem(LEFT_FROM_KEY, `${window.location.pathname}${window.location.search}`);
  } catch {
    // Storage refused (private mode): a failure then goes back to /login.
  }
}

/** The return this page has accepted: an effect run twice (React's StrictMode) is told the same. */
let acceptedHref: string | null = null;

/** Whether this browser started the sign-in a provider's return ends; the cookie is spent either way. */
export function acceptProviderReturn(): boolean {
  if (acceptedHref === window.location.href) return true;
  const started = signInStarted(getCookie(CALLBACK_HASH_COOKIE));
  deleteCookie(CALLBACK_HASH_COOKIE);
  acceptedHref = started ? window.location.href : null;
  return started;
}

/** Where a failed or denied provider sign-in goes back to: the page the member left from, else /login. */
export function pageBeforeProvider(): string {
  try {
    return pageToGoBackTo(sessionStorage.getItem(LEFT_FROM_KEY));
  } catch {
    return '/login';
  }
}
