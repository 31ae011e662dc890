import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LanguageSelector } from '../../features/profile/LanguageSelector';
import { HeaderNav } from './HeaderNav';
import { InstallAppEntry } from './InstallAppEntry';
import { linkChoice, type MenuChoice } from './menuChoice';

/** The phone menu: header items, language, the member's part (from the member's frame) and Install App. */
export function MobileMenu({ onClose, profile }: { onClose: (choice: MenuChoice) => void; profile?: ReactNode }) {
  // The page shown when this menu last rendered: the link has navigated by the time its click bubbles here.
  const [path] = useLocation();
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link) onClose(linkChoice(link.pathname, path));
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
