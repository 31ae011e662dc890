import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';
import { LanguageSelector } from '../../features/profile/LanguageSelector';
import { HeaderNav } from './HeaderNav';
import { InstallAppEntry } from './InstallAppEntry';
import { ProfileMenuList } from './ProfileMenu';
import { SidebarNav } from './SidebarNav';
import { UserSummary } from './UserSummary';
import { useViewer } from './useViewer';

/** The phone menu: header items, language, the left profile menu, the profile menu and Install App. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { member } = useViewer();
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) onClose();
  };
  return (
    <div id="mobile-menu" className="mobile-menu" data-testid="mobile-menu" onClick={closeOnLink}>
      <HeaderNav />
      <LanguageSelector />
      {member && (
        <section className="mobile-menu__profile" aria-label={t('layout.sidebar.label')}>
          <UserSummary />
          <SidebarNav />
          <ProfileMenuList onSelect={onClose} />
        </section>
      )}
      <InstallAppEntry />
    </div>
  );
}
