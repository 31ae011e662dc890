import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguageSelector } from '../../features/profile/LanguageSelector';
import { PendingAnswers } from './PendingAnswers';
import { HeaderNav } from './HeaderNav';
import { MobileMenu } from './MobileMenu';
import { ProfileMenu } from './ProfileMenu';
import { PHONE_QUERY, useMediaQuery } from './useMediaQuery';
import { useViewer } from './useViewer';

export function Header() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(false);
  const menuOpen = phone && open;
  const menuButton = useRef<HTMLButtonElement>(null);

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
        <Link className="site-header__brand" href={viewer.member ? '/app' : '/'} aria-label={t('layout.homeLink')}>
          {t('layout.brand')}
        </Link>
        {viewer.member && <PendingAnswers />}
        {phone ? (
          <button ref={menuButton} type="button" className="site-header__menu-button" aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setOpen(!open)} data-testid="mobile-menu-button">
            {menuOpen ? t('layout.header.closeMenu') : t('layout.header.openMenu')}
          </button>
        ) : (
          <>
            <HeaderNav />
            <LanguageSelector />
            {viewer.member && <ProfileMenu />}
          </>
        )}
      </div>
      {menuOpen && <MobileMenu onClose={() => setOpen(false)} />}
    </header>
  );
}
