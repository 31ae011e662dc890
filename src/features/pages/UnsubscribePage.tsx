import './pages.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { ApiError, call } from '../../api/client';

type Outcome = 'working' | 'success' | 'failure' | 'offline' | 'missing';

/** Reads the signed link's user id (u) and signature (s); null when the link is incomplete. */
export function unsubscribeParams(search: string): { userId: number; signature: string } | null {
  const query = new URLSearchParams(search);
  const userId = Number(query.get('u'));
  const signature = query.get('s') ?? '';
  if (!Number.isInteger(userId) || userId < 1 || !/^[A-Za-z0-9_-]{1,100}$/.test(signature)) return null;
  return { userId, signature };
}

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
    const controller = new AbortController();
    call('unsubscribe', { body: { userId, signature }, signal: controller.signal })
      .then(() => setOutcome('success'))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setOutcome(error instanceof ApiError && error.isNetworkError ? 'offline' : 'failure');
      });
    return () => controller.abort();
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
