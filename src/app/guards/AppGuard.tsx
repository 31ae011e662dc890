import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { Spinner } from '../../components/Spinner';
import { FallbackPage } from '../../features/pages/FallbackPage';
import { useSessionStore } from '../../stores/sessionStore';
import { useUserStore } from '../../stores/userStore';
import { MemberLayout } from '../layout/MemberLayout';
import { appAccess } from '../../session/accessRules';
import { useAccessInput } from './useAccessInput';

/** Guards every /app path (spec 2.2 and 2.3), frames it in the app layout, and loads the member's details. */
export function AppGuard({ children }: { children: ReactNode }) {
  const input = useAccessInput();
  const session = useSessionStore((state) => state.session);
  const refresh = useUserStore((state) => state.refresh);
  const memberId = session && !session.isGuest ? session.user_id : null;

  useEffect(() => {
    if (memberId !== null) void refresh();
  }, [memberId, refresh]);

  const decision = appAccess(input);
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  return (
    <MemberLayout>
      {decision.kind === 'wait' ? <Spinner /> : decision.kind === 'fallback' ? <FallbackPage /> : children}
    </MemberLayout>
  );
}
