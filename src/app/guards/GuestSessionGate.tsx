import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { useSessionStore } from '../../stores/sessionStore';
import { ensureGuestSession } from '../../session/guestSession';

/** The live-survey page needs a session before its first call: a visitor becomes a guest first. */
export function GuestSessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const hasSession = useSessionStore((state) => state.session !== null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (hasSession) return;
    let cancelled = false;
    ensureGuestSession().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [hasSession]);

  if (hasSession) return <>{children}</>;
  if (failed) return <p role="alert">{t('errors.guestFailed')}</p>;
  return <Spinner />;
}
