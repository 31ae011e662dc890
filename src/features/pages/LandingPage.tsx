import './pages.css';
import { useTranslation } from 'react-i18next';
import { useTicketsContext } from '../../i18n/ticketsContext';
import { Link } from 'wouter';
import { useCompactNumber } from '../../lib/useCompactNumber';
import { useUserStore } from '../../stores/userStore';
import { useViewer } from '../../session/useViewer';

/** `/` for a signed-in member (visitors are sent to /login): a welcome with the way into the panel. */
export function LandingPage() {
  const { t } = useTranslation();
  const compact = useCompactNumber();
  const ticketsText = useTicketsContext();
  const { member } = useViewer();
  const details = useUserStore((state) => state.details);
  const name = details ? `${details.user_surname} ${details.user_lastname}`.trim() : '';

  return (
    <article className="static-page landing" data-testid="page-landing">
      <h1>{member && name ? t('pages.landing.title', { name }) : t('pages.landing.titleAnonymous')}</h1>
      <p className="static-page__intro">{t('pages.landing.intro', ticketsText)}</p>
      {member && details && (
        <p>
          {t('pages.landing.summary', { ...ticketsText, points: compact(details.user_points), tickets: compact(details.tickets) })}
        </p>
      )}
      <ul className="landing__actions">
        {member ? (
          <>
            <li><Link className="button-link" href="/app">{t('pages.landing.polls')}</Link></li>
            <li><Link className="button-link button-link--secondary" href="/app/surveys">{t('pages.landing.surveys')}</Link></li>
            <li><Link className="button-link button-link--secondary" href="/app/spendpoints">{t('pages.landing.spend')}</Link></li>
          </>
        ) : (
          <>
            <li><Link className="button-link" href="/login">{t('layout.header.login')}</Link></li>
            <li><Link className="button-link button-link--secondary" href="/how">{t('layout.header.how')}</Link></li>
          </>
        )}
      </ul>
    </article>
  );
}
