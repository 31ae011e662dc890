import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../lazyComponent';
import { SidebarNav } from './SidebarNav';
import { UserSummary } from './UserSummary';

/** swiper loads with the carousel, never with the shell (design.md section 8). */
const LeftCarousel = lazyComponent(() => import('./LeftCarousel'), 'LeftCarousel');

export function LeftSidebar() {
  const { t } = useTranslation();
  return (
    <aside className="left-sidebar" aria-label={t('layout.sidebar.label')} data-testid="left-sidebar">
      <UserSummary />
      <Suspense fallback={null}><LeftCarousel /></Suspense>
      <SidebarNav />
    </aside>
  );
}
