import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { registeredAddressToShow } from './validation';
import './auth.css';

/** /registerSuccess: the activation e-mail is on its way. */
export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const email = registeredAddressToShow(new URLSearchParams(useSearch()).get('email'));
  return (
    <section className="auth-page" aria-labelledby="register-success-title" data-testid="register-success-page">
      <h1 id="register-success-title">{t('auth.registerSuccess.title')}</h1>
      <p className="auth-page__message" role="status">
        {email ? t('auth.registerSuccess.textTo', { email }) : t('auth.registerSuccess.text')}
      </p>
      <nav className="auth-page__links" aria-label={t('auth.register.more')}>
        <Link href="/login">{t('auth.registerSuccess.login')}</Link>
      </nav>
    </section>
  );
}
