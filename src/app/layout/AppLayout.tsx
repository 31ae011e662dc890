import { Suspense, type ReactNode } from 'react';
import './layout.css';
import { Footer } from './Footer';
import { Header, type HeaderMemberParts } from './Header';
import { MobileProfile } from './MobileProfile';
import { PendingAnswers } from './PendingAnswers';
import { ProfileMenu } from './ProfileMenu';
import { LeftSidebar } from './LeftSidebar';
import { lazyComponent } from '../../lib/lazyComponent';
import { RightSidebar } from './RightSidebar';
import { SkipLink } from './SkipLink';
import { SignOutDialog } from './SignOutDialog';
import { useSignOut } from './useSignOut';
import { PrivacyDialog } from '../../features/privacy/PrivacyDialog';
import { DESKTOP_QUERY, PHONE_QUERY, useMediaQuery } from './useMediaQuery';

/** swiper loads with the carousel, never with the shell. */
const MobileSlider = lazyComponent(() => import('./MobileSlider'), 'MobileSlider');

const MEMBER_HEADER: HeaderMemberParts = {
  status: <PendingAnswers />,
  profileMenu: <ProfileMenu />,
  MobileProfile,
};

/**
 * The /app frame: header, left sidebar (inside the mobile menu on phones), the content, and the
 * right widgets (a column on desktop, a slider below the content on smaller screens).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const signOut = useSignOut();
  return (
    <div className="layout layout--app" data-testid="app-layout">
      <SkipLink />
      <Header memberParts={MEMBER_HEADER} />
      <div className="layout__body">
        {!phone && <LeftSidebar />}
        <main id="main" className="layout__main" tabIndex={-1}>
          {children}
        </main>
        {desktop && <RightSidebar />}
      </div>
      {!desktop && <Suspense fallback={null}><MobileSlider /></Suspense>}
      <Footer sidebarHasSiteLinks={!phone} />
      <PrivacyDialog onDecline={signOut} />
      <SignOutDialog />
    </div>
  );
}
