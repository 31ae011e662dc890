import type { ReactNode } from 'react';
import { useSessionStore } from '../../stores/sessionStore';
import { rootAccess } from '../../session/accessRules';
import { Decision } from './Decision';
import { useMemberDetails } from './useMemberDetails';

/** `/` needs a session; without one (or with one the server refuses) it goes to /login. */
export function RootGuard({ children }: { children: ReactNode }) {
  useMemberDetails();
  const hasSession = useSessionStore((state) => state.session !== null);
  return <Decision decision={rootAccess(hasSession)}>{children}</Decision>;
}
