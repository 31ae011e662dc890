import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { deleteCookie, getCookie, REDIRECT_TO_COOKIE, setCookie } from '../../lib/cookies';
import { postLoginTarget } from '../../app/guards/accessRules';

/** Stores ?redirectTo= in the redirectTo cookie; `take()` returns the target after login (else /app) and clears it. */
export function useRedirectTarget(): { take(): string } {
  const search = useSearch();
  useEffect(() => {
    const target = new URLSearchParams(search).get('redirectTo');
    if (target) setCookie(REDIRECT_TO_COOKIE, target);
  }, [search]);
  return {
    take() {
      const target = postLoginTarget(new URLSearchParams(search).get('redirectTo') ?? getCookie(REDIRECT_TO_COOKIE));
      deleteCookie(REDIRECT_TO_COOKIE);
      return target;
    },
  };
}
