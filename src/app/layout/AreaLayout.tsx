import { Suspense, type ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import { useSiteConfig } from '../../config/siteConfig';
import { lazyComponent } from '../../lib/lazyComponent';
import { frameFor } from '../../session/layoutRules';
import { useViewer } from '../../session/useViewer';
import { MemberLayout } from './MemberLayout';
import { PublicLayout } from './PublicLayout';

/** Only a site whose access is restricted uses it: its own chunk, out of every other first load. */
const RestrictedLayout = lazyComponent(() => import('./RestrictedLayout'), 'RestrictedLayout');

/** The frame of a page outside /app: the member's, the restricted one while access is restricted, or the visitors'. */
export function AreaLayout({ children }: { children: ReactNode }) {
  const config = useSiteConfig();
  const viewer = useViewer();
  switch (frameFor(config, viewer)) {
    case 'member':
      return <MemberLayout>{children}</MemberLayout>;
    case 'restricted':
      return (
        <Suspense fallback={<Spinner />}>
          <RestrictedLayout>{children}</RestrictedLayout>
        </Suspense>
      );
    case 'public':
      return <PublicLayout>{children}</PublicLayout>;
  }
}
