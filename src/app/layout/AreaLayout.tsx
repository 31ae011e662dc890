import type { ReactNode } from 'react';
import { useSiteConfig } from '../../config/siteConfig';
import { frameFor } from '../../session/layoutRules';
import { useViewer } from '../../session/useViewer';
import { MemberLayout } from './MemberLayout';
import { PublicLayout } from './PublicLayout';
import { RestrictedLayout } from './RestrictedLayout';

/** The frame of a page outside /app: the member's, the restricted one while access is restricted, or the visitors'. */
export function AreaLayout({ children }: { children: ReactNode }) {
  const config = useSiteConfig();
  const viewer = useViewer();
  switch (frameFor(config, viewer)) {
    case 'member':
      return <MemberLayout>{children}</MemberLayout>;
    case 'restricted':
      return <RestrictedLayout>{children}</RestrictedLayout>;
    case 'public':
      return <PublicLayout>{children}</PublicLayout>;
  }
}
