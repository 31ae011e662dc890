import type { ReactNode } from 'react';
import { loginWithRedirect } from './accessRules';
import { Decision } from './Decision';
import { useAccessInput } from './useAccessInput';

/** Member-only screens outside /app (the survey runner at /polls/:questId). */
export function MemberGuard({ children }: { children: ReactNode }) {
  const { path, search, hasSessionCookie, isGuest } = useAccessInput();
  const decision = !hasSessionCookie
    ? { kind: 'redirect' as const, to: loginWithRedirect(path, search) }
    : isGuest
      ? { kind: 'redirect' as const, to: '/login' }
      : { kind: 'render' as const };
  return <Decision decision={decision}>{children}</Decision>;
}
