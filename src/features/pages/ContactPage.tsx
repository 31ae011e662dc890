import './pages.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAreaPath } from './useAreaPath';

export function ContactPage() {
  const { t } = useTranslation();
  const area = useAreaPath();
  const email = t('pages.contact.email');
  return (
    <article className="static-page" data-testid="page-contact">
      <h1>{t('pages.contact.title')}</h1>
      <p className="static-page__intro">{t('pages.contact.intro')}</p>
      <dl className="contact">
        <dt>{t('pages.contact.emailLabel')}</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
        <dt>{t('pages.contact.hoursLabel')}</dt>
        <dd>{t('pages.contact.hours')}</dd>
        <dt>{t('pages.contact.addressLabel')}</dt>
        <dd>{t('pages.contact.address')}</dd>
      </dl>
      <p>
        <Link href={area('/faq')}>{t('pages.contact.faqHint')}</Link>
      </p>
    </article>
  );
}
