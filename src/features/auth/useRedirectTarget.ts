import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { deleteCookie, getCookie, REDIRECT_TO_COOKIE, setCookie } from '../../lib/cookies';
import { postLoginTarget } from '../../session/accessRules';
import { readSessionCookieValue, updateSessionCookie } from '../../stores/sessionStore';

/** Forgets a pending post-login target: the redirectTo cookie and the session cookie's field. */
export function forgetRedirectTarget(): void {
  deleteCookie(REDIRECT_TO_COOKIE);
  updateSessionCookie({ redirectTo: null });
}

/**
 * Stores ?redirectTo= in the redirectTo cookie (and, for a guest, in the session cookie's redirectTo);
 * `take()` returns the target after login (else /app) and clears it.
 */
export function useRedirectTarget(): { take(): string } {
  const search = useSearch();
  useEffect(() => {
    const target = new URLSearchParams(search).get('redirectTo');
    if (!target) return;
    setCookie(REDIRECT_TO_COOKIE, target);
    updateSessionCookie({ redirectTo: target });
  }, [search]);
  return {
    take() {
      const target = postLoginTarget(new URLSearchParams(search).get('redirectTo') ?? getCookie(REDIRECT_TO_COOKIE) ?? readSessionCookieValue()?.redirectTo, window.location.origin);
      forgetRedirectTarget();
      return target;
    },
  };
}
