import type { MouseEvent, ReactNode } from 'react';
import { LanguageSelector } from '../../features/profile/LanguageSelector';
import { HeaderNav } from './HeaderNav';
import { InstallAppEntry } from './InstallAppEntry';

/** The phone menu: header items, language, the member's part (from the member's frame) and Install App. */
export function MobileMenu({ onClose, profile }: { onClose: () => void; profile?: ReactNode }) {
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) onClose();
  };
  return (
    <div id="mobile-menu" className="mobile-menu" data-testid="mobile-menu" onClick={closeOnLink}>
      <HeaderNav />
      <LanguageSelector />
      {profile}
      <InstallAppEntry offerBrowserSteps />
    </div>
  );
}
