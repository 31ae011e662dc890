import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { Spinner } from '../../components/Spinner';
import { browserFingerprint } from '../../lib/fingerprint';
import { useSessionStore } from '../../stores/sessionStore';

/** Public card and live-survey pages: a visitor without a session becomes a guest (spec section 4). */
export function GuestSessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const hasSession = useSessionStore((state) => state.session !== null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (hasSession) return;
    let cancelled = false;
    void (async () => {
      try {
        const fingerprint = await browserFingerprint();
        const response = await call('guestLogin', { body: { fingerprint } });
        if (!cancelled) useSessionStore.getState().signIn(response, { guest: true });
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [hasSession]);

  if (hasSession) return <>{children}</>;
  if (failed) return <p role="alert">{t('errors.guestFailed')}</p>;
  return <Spinner />;
}
