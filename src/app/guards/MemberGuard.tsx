import type { ReactNode } from 'react';
import { memberAccess } from '../../session/accessRules';
import { Decision } from './Decision';
import { useAccessInput } from './useAccessInput';
import { useMemberDetails } from './useMemberDetails';

/** Member-only screens outside /app (the survey runner at /polls/:questId); loads the member's details as /app does. */
export function MemberGuard({ children }: { children: ReactNode }) {
  const input = useAccessInput();
  useMemberDetails();

  return <Decision decision={memberAccess(input)}>{children}</Decision>;
}
