import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';

/**
 * Where a visitor or guest goes to become a member: registration, or sign-in for an existing account
 * (`loginHref`: the sign-in that returns to where they were). `newTab`: from a partner's iframe, in
 * a tab of its own, so the app never runs inside the partner's page and signs in first-party.
 */
export function RegisterLinks({ loginHref = '/login', newTab = false }: { loginHref?: string; newTab?: boolean }) {
  const { t } = useTranslation();
  if (newTab) {
    // A plain link: the router would navigate inside the frame. noopener: the new tab gets no handle on the partner's frame.
    return (
      <div className="polls-page__actions">
        <a href="/register" target="_blank" rel="noopener" className="poll-button poll-button--primary">{t('polls.public.register')}</a>
        <a href={loginHref} target="_blank" rel="noopener" className="poll-button">{t('polls.public.login')}</a>
      </div>
    );
  }
  return (
    <div className="polls-page__actions">
      <Link href="/register" className="poll-button poll-button--primary">{t('polls.public.register')}</Link>
      <Link href={loginHref} className="poll-button">{t('polls.public.login')}</Link>
    </div>
  );
}
