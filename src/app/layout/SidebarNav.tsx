import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSiteConfig } from '../../config/siteConfig';
import { usePredictorUrl } from '../../lib/predictorUrl';
import { SocialLinks } from '../../features/widgets/SocialLinks';
import { SITE_INFO_PAGES, sidebarLinks, type SidebarLink } from '../../session/layoutRules';
import { useViewer } from '../../session/useViewer';
import { currentPageOf } from './currentPage';

const HREFS: Record<Exclude<SidebarLink, 'predictor'>, string> = { polls: '/app', propose: '/app/propose', invite: '/app/invite' };

/** The left profile menu: Convert your points, the panel links under their switches, site links and social links. */
export function SidebarNav() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const viewer = useViewer();
  const predictorUrl = usePredictorUrl();
  const [location] = useLocation();
  return (
    <>
      <Link className="button-link sidebar-nav__convert" href="/app/spendpoints" data-testid="sidebar-convert">{t('layout.sidebar.convert')}</Link>
      <nav className="sidebar-nav" aria-label={t('layout.sidebar.links')}>
        <ul>
          {sidebarLinks(config, viewer).map((link) => (
            <li key={link}>
              {link === 'predictor' ? (
                <a href={predictorUrl} target="_blank" rel="noopener noreferrer" data-testid="sidebar-predictor">{t('layout.sidebar.predictor')}</a>
              ) : (
                <Link href={HREFS[link]} aria-current={currentPageOf(location, HREFS[link])} data-testid={`sidebar-${link}`}>{t(`layout.sidebar.${link}`)}</Link>
              )}
            </li>
          ))}
        </ul>
        <ul className="sidebar-nav__site">
          {SITE_INFO_PAGES.map((page) => (
            <li key={page}><Link href={`/app/${page}`} aria-current={currentPageOf(location, `/app/${page}`)}>{t(`layout.sidebar.${page}`)}</Link></li>
          ))}
        </ul>
      </nav>
      <SocialLinks label={t('layout.sidebar.social')} />
    </>
  );
}
