import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSiteConfig } from '../../config/siteConfig';
import { useAreaPath } from '../../features/pages/useAreaPath';
import { SITE_INFO_PAGES } from '../../session/layoutRules';

/**
 * Site information links: Contact, Privacy, Terms, FAQ, Disclaimer. Beside a left sidebar, which has
 * the first four, they are left out (`sidebarHasSiteLinks`): one link of each name on the page.
 */
export function Footer({ sidebarHasSiteLinks = false }: { sidebarHasSiteLinks?: boolean }) {
  const { t } = useTranslation();
  const area = useAreaPath();
  // The year as every date of the site shows it (with the Buddhist calendar's offset where configured).
  const year = new Date().getFullYear() + useSiteConfig().buddhistYearOffset;
  return (
    <footer className="site-footer">
      <nav aria-label={t('layout.footer.navigation')}>
        <ul className="site-footer__links">
          {!sidebarHasSiteLinks && SITE_INFO_PAGES.map((page) => (
            <li key={page}><Link href={area(`/${page}`)}>{t(`layout.sidebar.${page}`)}</Link></li>
          ))}
          <li><Link href="/disclaimer">{t('pages.disclaimer.title')}</Link></li>
        </ul>
      </nav>
      <p className="site-footer__rights">{t('layout.footer.rights', { year })}</p>
    </footer>
  );
}
