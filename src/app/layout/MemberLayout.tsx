import { Suspense, type ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import { AppLayout } from './appLayoutChunk';

/** The member's frame around a screen, its chunk fetched on first use (appLayoutChunk.ts). */
export function MemberLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Spinner />}>
      <AppLayout>{children}</AppLayout>
    </Suspense>
  );
}
