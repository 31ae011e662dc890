import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Spinner } from '../components/Spinner';

/**
 * A screen behind an error boundary of its own address: Back from a card that failed to render to
 * another card of the same route shows that card, not the first one's 'Error caught in ...'.
 */
export function Screen({ name, children }: { name: string; children: ReactNode }) {
  const [path] = useLocation();
  return <ErrorBoundary key={path} name={name}><Suspense fallback={<Spinner />}>{children}</Suspense></ErrorBoundary>;
}
