import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';

/**
 * Where a visitor or guest goes to become a member: registration, or sign-in for an existing account
 * (`loginHref`: the sign-in that returns to where they were).
 */
export function RegisterLinks({ loginHref = '/login' }: { loginHref?: string }) {
  const { t } = useTranslation();
  return (
    <div className="polls-page__actions">
      <Link href="/register" className="poll-button poll-button--primary">{t('polls.public.register')}</Link>
      <Link href={loginHref} className="poll-button">{t('polls.public.login')}</Link>
    </div>
  );
}
