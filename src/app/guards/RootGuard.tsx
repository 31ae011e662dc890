import type { ReactNode } from 'react';
import { rootAccess } from '../../session/accessRules';
import { Decision } from './Decision';
import { useAccessInput } from './useAccessInput';
import { useMemberDetails } from './useMemberDetails';

/** `/` needs a member's session; without one (a guest's, or one the server refuses) it goes to /login. */
export function RootGuard({ children }: { children: ReactNode }) {
  useMemberDetails();
  return <Decision decision={rootAccess(useAccessInput())}>{children}</Decision>;
}
