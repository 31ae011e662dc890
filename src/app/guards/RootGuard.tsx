import type { ReactNode } from 'react';
import { useSessionStore } from '../../stores/sessionStore';
import { rootAccess } from '../../session/accessRules';
import { Decision } from './Decision';

/** `/` needs a session; without one it goes to /login. */
export function RootGuard({ children }: { children: ReactNode }) {
  const hasSession = useSessionStore((state) => state.session !== null);
  return <Decision decision={rootAccess(hasSession)}>{children}</Decision>;
}
