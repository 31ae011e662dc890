import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSessionStore } from '../../stores/sessionStore';

/** Any path without a screen: says the content is not shown and offers the way home. */
export function FallbackPage() {
  const { t } = useTranslation();
  const member = useSessionStore((state) => state.session !== null && !state.session.isGuest);
  return (
    <article className="static-page" data-testid="fallback-page">
      <h1>{t('routes.fallback.title')}</h1>
      <p>{t('routes.fallback.text')}</p>
      <p>
        <Link href={member ? '/app/' : '/'}>{t('routes.fallback.home')}</Link>
      </p>
    </article>
  );
}
