import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { Spinner } from '../../components/Spinner';
import { FallbackPage } from '../../features/pages/FallbackPage';
import type { AccessDecision } from '../../session/accessRules';

/** Applies an access decision: the screen, a spinner, the fallback page or a redirect. */
export function Decision({ decision, children }: { decision: AccessDecision; children: ReactNode }) {
  switch (decision.kind) {
    case 'redirect':
      return <Redirect to={decision.to} replace />;
    case 'wait':
      return <Spinner />;
    case 'fallback':
      return <FallbackPage />;
    default:
      return <>{children}</>;
  }
}
