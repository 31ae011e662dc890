import { useEffect, type ReactNode } from 'react';
import { useSessionStore } from '../../stores/sessionStore';
import { useUserStore } from '../../stores/userStore';
import { memberAccess } from '../../session/accessRules';
import { Decision } from './Decision';
import { useAccessInput } from './useAccessInput';

/** Member-only screens outside /app (the survey runner at /polls/:questId); loads the member's details as /app does. */
export function MemberGuard({ children }: { children: ReactNode }) {
  const input = useAccessInput();
  const refresh = useUserStore((state) => state.refresh);
  const memberId = useSessionStore((state) => (state.session && !state.session.isGuest ? state.session.user_id : null));

  useEffect(() => {
    if (memberId !== null) void refresh();
  }, [memberId, refresh]);

  return <Decision decision={memberAccess(input)}>{children}</Decision>;
}
