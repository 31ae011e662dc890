import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSiteConfig } from '../../config/siteConfig';
import { headerItems, type HeaderItem } from '../../session/layoutRules';
import { useViewer } from '../../session/useViewer';
import { currentPageOf } from './currentPage';

function hrefFor(item: HeaderItem, member: boolean): string {
  const base = member ? '/app' : '';
  switch (item) {
    case 'home':
      return member ? '/app' : '/';
    case 'aboutUs':
      return `${base}/aboutUs`;
    case 'aboutYou':
      return '/app/aboutYou';
    case 'how':
      return `${base}/how`;
    case 'prizes':
      return `${base}/prizes`;
    case 'login':
      return '/login';
  }
}

/** Home, About us, About you, How it works, Prizes, Log in, under their conditions. */
export function HeaderNav({ onSelect }: { onSelect?: () => void }) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const viewer = useViewer();
  const [location] = useLocation();
  return (
    <nav className="header-nav" aria-label={t('layout.header.navigation')}>
      <ul>
        {headerItems(config, viewer).map((item) => {
          const href = hrefFor(item, viewer.member);
          return (
            <li key={item}>
              <Link href={href} aria-current={currentPageOf(location, href)} onClick={onSelect} data-testid={`header-${item}`}>
                {t(`layout.header.${item}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
