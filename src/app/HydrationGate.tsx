import type { ReactNode } from 'react';
import { Spinner } from '../components/Spinner';
import { useSessionStore } from '../stores/sessionStore';

/** Nothing route-dependent renders before the persisted session is read. */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useSessionStore((state) => state.hydrated);
  return hydrated ? <>{children}</> : <Spinner />;
}
