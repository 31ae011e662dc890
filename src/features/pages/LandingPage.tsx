import './pages.css';
import { useTranslation } from 'react-i18next';
import { useTicketsContext } from '../../i18n/ticketsContext';
import { Link } from 'wouter';
import { compactPluralCount, formatCompactNumber } from '../../lib/formatting';
import { useInterfaceLanguage } from '../../lib/useInterfaceLanguage';
import { useUserStore } from '../../stores/userStore';
import { useViewer } from '../../session/useViewer';
import { useSiteConfig } from '../../config/siteConfig';
import { landingActions, type LandingAction } from '../../session/layoutRules';

/** Each landing button's address and label key (the first shown is the main one). */
const ACTION_LINKS: Record<LandingAction, { href: string; label: string }> = {
  polls: { href: '/app', label: 'pages.landing.polls' },
  surveys: { href: '/app/surveys', label: 'pages.landing.surveys' },
  spend: { href: '/app/spendpoints', label: 'pages.landing.spend' },
  login: { href: '/login', label: 'layout.header.login' },
  how: { href: '/how', label: 'layout.header.how' },
};

/** `/` for a signed-in member (visitors are sent to /login): a welcome with the way into the panel. */
export function LandingPage() {
  const { t } = useTranslation();
  // Not useCompactNumber: that module is bundled with the card screens, which this page does not need.
  const language = useInterfaceLanguage();
  const compact = (value: number) => formatCompactNumber(value, language);
  const ticketsText = useTicketsContext();
  const viewer = useViewer();
  const { member } = viewer;
  const actions = landingActions(useSiteConfig(), viewer);
  const details = useUserStore((state) => state.details);
  const name = details ? `${details.user_surname} ${details.user_lastname}`.trim() : '';

  return (
    <article className="static-page landing" data-testid="page-landing">
      <h1>{member && name ? t('pages.landing.title', { name }) : t('pages.landing.titleAnonymous')}</h1>
      <p className="static-page__intro">{t('pages.landing.intro', ticketsText)}</p>
      {member && details && (
        <p>
          {t('pages.landing.summary', { ...ticketsText, points: compact(details.user_points), tickets: compact(details.tickets), count: compactPluralCount(details.tickets) })}
        </p>
      )}
      <ul className="landing__actions">
        {actions.map((action, index) => (
          <li key={action}>
            <Link className={index === 0 ? 'button-link' : 'button-link button-link--secondary'} href={ACTION_LINKS[action].href}>
              {t(ACTION_LINKS[action].label)}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
