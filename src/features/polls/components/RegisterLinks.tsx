import { useTranslation } from 'react-i18next';
import { ActionLink } from './ActionLink';

/**
 * Where a visitor or guest goes to become a member: registration, or sign-in for an existing account
 * (`loginHref`: the sign-in that returns to where they were). `newTab`: from a partner's iframe, in
 * a tab of its own, so the app never runs inside the partner's page and signs in first-party.
 */
export function RegisterLinks({ loginHref = '/login', newTab = false }: { loginHref?: string; newTab?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="polls-page__actions">
      <ActionLink href="/register" newTab={newTab} className="poll-button poll-button--primary">{t('polls.public.register')}</ActionLink>
      <ActionLink href={loginHref} newTab={newTab} className="poll-button">{t('polls.public.login')}</ActionLink>
    </div>
  );
}
