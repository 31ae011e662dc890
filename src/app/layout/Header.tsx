import { Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguageSelector } from '../../features/profile/LanguageSelector';
import { HeaderNav } from './HeaderNav';
import type { MenuChoice } from './menuChoice';
import { PHONE_QUERY, useMediaQuery } from './useMediaQuery';
import { useViewer } from '../../session/useViewer';
import { lazyComponent } from '../../lib/lazyComponent';

/** Only phones open it, and only on a tap: its own chunk, fetched once a phone's page is up. */
const MobileMenu = lazyComponent(() => import('./MobileMenu'), 'MobileMenu');

/**
 * What the member's frame adds to the shared header. The visitors' frame passes none, so none of it
 * (the answer queue, the profile menu, the member's summary) is in a visitor's first load.
 */
export interface HeaderMemberParts {
  /** Beside the brand: the count of answers waiting for the server. */
  status: ReactNode;
  /** Desktop: the profile menu. */
  profileMenu: ReactNode;
  /** In the phone menu: the member's summary, links and profile menu; `onClose` closes the menu. */
  MobileProfile: ComponentType<{ onClose: (choice: MenuChoice) => void }>;
}

export function Header({ memberParts }: { memberParts?: HeaderMemberParts }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(false);
  const menuOpen = phone && open;
  const menuButton = useRef<HTMLButtonElement>(null);
  const member = viewer.member ? memberParts : undefined;
  const closeMenu = ({ returnFocus }: MenuChoice) => {
    setOpen(false);
    if (returnFocus) menuButton.current?.focus();
  };

  useEffect(() => {
    if (phone) void MobileMenu.preload();
  }, [phone]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="site-header__brand" href={viewer.member ? '/app' : '/'}>
          {t('layout.brand')}
        </Link>
        {member?.status}
        {phone ? (
          <button ref={menuButton} type="button" className="site-header__menu-button" aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setOpen(!open)} data-testid="mobile-menu-button">
            {menuOpen ? t('layout.header.closeMenu') : t('layout.header.openMenu')}
          </button>
        ) : (
          // One group kept to the right: where it wraps (long texts beside the sidebars), the profile
          // menu's button stays at the right edge, and so does the panel that opens under it.
          <div className="site-header__controls">
            <HeaderNav />
            <LanguageSelector />
            {member?.profileMenu}
          </div>
        )}
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={closeMenu} profile={member && <member.MobileProfile onClose={closeMenu} />} />
        </Suspense>
      )}
    </header>
  );
}
