import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { FallbackPage } from '../../features/pages/FallbackPage';
import { MemberLayout } from '../layout/MemberLayout';
import { appAccess } from '../../session/accessRules';
import { DetailsPending } from './DetailsPending';
import { useAccessInput } from './useAccessInput';
import { useMemberDetails } from './useMemberDetails';

/** Guards every /app path, frames it in the app layout, and loads the member's details. */
export function AppGuard({ children }: { children: ReactNode }) {
  const input = useAccessInput();
  useMemberDetails();

  const decision = appAccess(input);
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  return (
    <MemberLayout>
      {decision.kind === 'wait' ? <DetailsPending /> : decision.kind === 'fallback' ? <FallbackPage /> : children}
    </MemberLayout>
  );
}
