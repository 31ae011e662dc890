import './pages.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { call } from '../../api/client';
import { oncePerKey } from '../../lib/oncePerKey';
import { unsubscribeFailure, unsubscribeParams } from './unsubscribeParams';

type Outcome = 'working' | 'success' | 'failure' | 'offline' | 'unavailable' | 'missing';

/** One unsubscribe call per link, even when the effect runs twice (StrictMode) or the page remounts. */
const unsubscribeOnce = oncePerKey(
  (userId: number, signature: string) => `${userId}/${signature}`,
  (userId: number, signature: string) => call('unsubscribe', { body: { userId, signature } }),
);

/** /unsubscribe?u={userId}&s={signature}: turns off contact e-mails without signing in. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const search = useSearch();
  const params = unsubscribeParams(search);
  const [outcome, setOutcome] = useState<Outcome>(params ? 'working' : 'missing');
  const userId = params?.userId;
  const signature = params?.signature;

  useEffect(() => {
    if (userId === undefined || signature === undefined) return;
    let cancelled = false;
    unsubscribeOnce(userId, signature).then(
      () => !cancelled && setOutcome('success'),
      (error: unknown) => !cancelled && setOutcome(unsubscribeFailure(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [userId, signature]);

  return (
    <article className="static-page" data-testid="page-unsubscribe">
      <h1>{t('pages.unsubscribe.title')}</h1>
      <p role="status" className={`unsubscribe unsubscribe--${outcome}`} data-testid="unsubscribe-outcome">
        {t(`pages.unsubscribe.${outcome}`)}
      </p>
      <p>
        <Link href="/">{t('pages.backHome')}</Link>
      </p>
    </article>
  );
}
