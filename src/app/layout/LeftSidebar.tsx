import { useTranslation } from 'react-i18next';
import { LeftCarousel } from './LeftCarousel';
import { SidebarNav } from './SidebarNav';
import { UserSummary } from './UserSummary';

export function LeftSidebar() {
  const { t } = useTranslation();
  return (
    <aside className="left-sidebar" aria-label={t('layout.sidebar.label')} data-testid="left-sidebar">
      <UserSummary />
      <LeftCarousel />
      <SidebarNav />
    </aside>
  );
}
