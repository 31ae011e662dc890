import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** Shown when the configuration restricts access to the panel. */
export function RestrictPage() {
  const { t } = useTranslation();
  return (
    <article className="static-page" data-testid="restrict-page">
      <h1>{t('routes.restrict.title')}</h1>
      <p>{t('routes.restrict.text')}</p>
      <p>
        <Link href="/contact">{t('routes.restrict.contact')}</Link>
      </p>
    </article>
  );
}
