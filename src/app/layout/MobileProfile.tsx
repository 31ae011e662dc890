import { useTranslation } from 'react-i18next';
import type { MenuChoice } from './menuChoice';
import { ProfileMenuList } from './ProfileMenu';
import { SidebarNav } from './SidebarNav';
import { UserSummary } from './UserSummary';

/** The member's part of the phone menu: summary, the left profile menu's links and the profile menu. */
export function MobileProfile({ onClose }: { onClose: (choice: MenuChoice) => void }) {
  const { t } = useTranslation();
  return (
    <section className="mobile-menu__profile" aria-label={t('layout.sidebar.label')}>
      <UserSummary />
      <SidebarNav />
      <ProfileMenuList onSelect={onClose} />
    </section>
  );
}
