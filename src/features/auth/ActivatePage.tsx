import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { ErrorCode } from '@contract/rules/error-codes';
import { parseRecordId } from '@contract/rules/validation';
import { ApiError, call } from '../../api/client';
import { Spinner } from '../../components/Spinner';
import { browserFingerprint } from '../../lib/fingerprint';
import { oncePerKey } from '../../lib/oncePerKey';
import { useSessionStore } from '../../stores/sessionStore';
import { accountErrorKey } from './authErrors';
import { reachFailureKey } from '../../api/reachFailure';
import { useReloadWhenOnline } from '../../lib/useReloadWhenOnline';
import './auth.css';

/**
 * alreadyActive: the link was used before (a reload after it worked); the member just logs in.
 * failed: `retryable` when the server was not reached (no connection, a busy server): the same link
 * is tried again on a press, or by itself once back online.
 */
type State = { kind: 'working' } | { kind: 'done' } | { kind: 'alreadyActive' } | { kind: 'failed'; key: string; retryable: boolean };

const ACTIVATION_CODE = /^[A-Za-z0-9_-]{16,128}$/;

/** One activation and sign-in per link, even when the effect runs twice (StrictMode) or the page remounts. */
const activateOnce = oncePerKey(
  (a: string, b: string) => `${a}/${b}`,
  async (a: string, b: string) => {
    const fingerprint = await browserFingerprint().catch(() => null);
    useSessionStore.getState().signIn(await call('activate', { params: { a, b }, body: { browserFingerprint: fingerprint } }));
  },
);

/** /activate?a={userId}&b={code}: activates the account from the e-mail link and signs the member in. */
export function ActivatePage() {
  const { t } = useTranslation();
  const search = useSearch();
  const [state, setState] = useState<State>({ kind: 'working' });
  // Each try of the link: a new one runs the effect again.
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ kind: 'working' });
    setAttempt((count) => count + 1);
  }, []);
  useReloadWhenOnline(state.kind === 'failed' && state.retryable, retry);

  useEffect(() => {
    const params = new URLSearchParams(search);
    // A link copied from an e-mail may carry trailing blanks (`%20`).
    const a = (params.get('a') ?? '').trim();
    const b = (params.get('b') ?? '').trim();
    let cancelled = false;
    void (async () => {
      // An id past the database's integers is refused by the server like any malformed link.
      if (parseRecordId(a) === null || !ACTIVATION_CODE.test(b)) {
        setState({ kind: 'failed', key: 'auth.errors.activationInvalid', retryable: false });
        return;
      }
      try {
        await activateOnce(a, b);
        if (cancelled) return;
        setState({ kind: 'done' });
      } catch (error) {
        if (cancelled) return;
        const alreadyActive = error instanceof ApiError && error.code === ErrorCode.activationUsed;
        setState(alreadyActive ? { kind: 'alreadyActive' } : { kind: 'failed', key: accountErrorKey(error), retryable: reachFailureKey(error) !== null });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [search, attempt]);

  return (
    <section className="auth-page" aria-labelledby="activate-title" data-testid="activate-page">
      <h1 id="activate-title">{t('auth.activate.title')}</h1>
      {state.kind === 'working' && <Spinner label={t('auth.activate.working')} />}
      {state.kind === 'done' && (
        <>
          <p className="auth-page__message" role="status">{t('auth.activate.done')}</p>
          <p><Link className="button button--primary" href="/app">{t('auth.activate.continue')}</Link></p>
        </>
      )}
      {state.kind === 'alreadyActive' && (
        <>
          <p className="auth-page__message" role="status">{t('auth.activate.alreadyActive')}</p>
          <p><Link className="button button--primary" href="/login">{t('auth.registerSuccess.login')}</Link></p>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <p className="auth-page__message auth-page__message--error" role="alert">{t(state.key)}</p>
          {state.retryable && <p><button type="button" className="button button--primary" onClick={retry}>{t('common.retry')}</button></p>}
          <nav className="auth-page__links" aria-label={t('auth.login.more')}>
            <Link href="/login">{t('auth.registerSuccess.login')}</Link>
            <Link href="/passForgot">{t('auth.login.forgot')}</Link>
          </nav>
        </>
      )}
    </section>
  );
}
