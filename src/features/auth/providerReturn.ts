import { useEffect } from 'react';
import { deleteCookie, getCookie, setCookie } from '../../lib/cookies';
import { CALLBACK_HASH_COOKIE, newCallbackHash, pageToGoBackTo, signInStarted } from './callbackState';

/** The page the member left for a provider, kept in this tab for the provider's return. */
const LEFT_FROM_KEY = 'panelist-sign-in-from';

/** The nonce the sign-in links carry, kept for their return: in localStorage, as a link opened in a new tab returns there. */
const NONCE_KEY = 'panelist-sign-in-nonce';

/** The nonce for the sign-in links a page shows: the one a sign-in started in this browser still waits with, else a new one. */
export function signInNonce(): string {
  try {
    return localStorage.getItem(NONCE_KEY) ?? crypto.randomUUID();
  } catch {
    return crypto.randomUUID();
  }
}

/** Before the redirect to a provider: the callbackHash cookie holds a fresh value, and the browser remembers where the member was and the nonce sent. */
export function leaveForProvider(nonce: string): void {
  setCookie(CALLBACK_HASH_COOKIE, newCallbackHash());
  try {
    sessionStorage.setItem(LEFT_FROM_KEY, `${window.location.pathname}${window.location.search}`);
    localStorage.setItem(NONCE_KEY, nonce);
  } catch {
    // Storage refused (private mode): a failure then goes back to /login, and a token with a nonce is refused.
  }
}

/** Ends this browser's sign-in: its callbackHash cookie and its nonce are spent. The nonce it sent, if any. */
function spendSignIn(): string | null {
  deleteCookie(CALLBACK_HASH_COOKIE);
  try {
    const nonce = localStorage.getItem(NONCE_KEY);
    localStorage.removeItem(NONCE_KEY);
    return nonce;
  } catch {
    return null;
  }
}

/** The return this page has accepted, with the nonce its sign-in sent: an effect run twice (React's StrictMode) is told the same. */
let accepted: { href: string; nonce: string | null } | null = null;

/** Whether this browser started the sign-in a provider's return ends; the cookie and the nonce are spent either way. */
export function acceptProviderReturn(): boolean {
  if (accepted?.href === window.location.href) return true;
  const started = signInStarted(getCookie(CALLBACK_HASH_COOKIE));
  const nonce = spendSignIn();
  accepted = started ? { href: window.location.href, nonce } : null;
  return started;
}

/**
 * A provider's return sent to /login before it is read (a denied VKontakte sign-in comes back
 * without a code; a state that is no provider's) still ends this browser's sign-in: its cookie and
 * nonce are spent, so no link made elsewhere can be taken as that sign-in's return later.
 */
export function useSpentProviderReturn(refused: boolean): void {
  useEffect(() => {
    if (refused) spendSignIn();
  }, [refused]);
}

/** The nonce sent by the sign-in whose return this page accepted. */
export const acceptedReturnNonce = (): string | null => accepted?.nonce ?? null;

/** Where a failed or denied provider sign-in goes back to: the page the member left from, else /login. */
export function pageBeforeProvider(): string {
  try {
    return pageToGoBackTo(sessionStorage.getItem(LEFT_FROM_KEY));
  } catch {
    return '/login';
  }
}
