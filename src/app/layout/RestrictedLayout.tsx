import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import './layout.css';
import { useSiteConfig } from '../../config/siteConfig';
import { LanguageSelector } from '../../features/profile/LanguageSelector';
import { restrictedControls } from '../../session/layoutRules';
import { Footer } from './Footer';
import { SkipLink } from './SkipLink';
import { SignOutDialog } from './SignOutDialog';
import { useLogOut } from './useSignOut';

/**
 * A member's frame while access to the panel is restricted: the brand (back to /restrict), the
 * language selector and Log out. No menus, sidebars or widgets: every panel link would only lead
 * back to /restrict. The footer stays: its pages are public ones, open to the member.
 */
export function RestrictedLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const logOut = useLogOut();
  return (
    <div className="layout layout--restricted" data-testid="restricted-layout">
      <SkipLink />
      <header className="site-header">
        <div className="site-header__bar">
          <Link className="site-header__brand" href="/restrict">
            {t('layout.brand')}
          </Link>
          <div className="site-header__controls">
            {restrictedControls(config).map((control) =>
              control === 'language' ? (
                <LanguageSelector key={control} />
              ) : (
                <button key={control} type="button" className="site-header__button" onClick={logOut} data-testid="logout">
                  {t('layout.profileMenu.logout')}
                </button>
              ),
            )}
          </div>
        </div>
      </header>
      <div className="layout__body">
        <main id="main" className="layout__main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <Footer />
      <SignOutDialog />
    </div>
  );
}
