import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { useSessionStore } from '../../stores/sessionStore';
import { ensureGuestSession } from '../../session/guestSession';
import { guestFailureKey } from '../../session/guestFailure';

/** The live-survey page needs a session before its first call: a visitor becomes a guest first. */
export function GuestSessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const hasSession = useSessionStore((state) => state.session !== null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (hasSession) return;
    let cancelled = false;
    ensureGuestSession().catch((error: unknown) => {
      if (!cancelled) setFailure(guestFailureKey(error));
    });
    return () => {
      cancelled = true;
    };
  }, [hasSession]);

  if (hasSession) return <>{children}</>;
  if (failure) return <p role="alert">{t(failure)}</p>;
  return <Spinner />;
}
