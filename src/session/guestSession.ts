import { call } from '../api/client';
import { browserFingerprint } from '../lib/fingerprint';
import { useSessionStore } from '../stores/sessionStore';

let pending: Promise<void> | null = null;

/**
 * A visitor becomes a guest: the guest user is created from the browser fingerprint
 * (`guestFingerprint`). One creation at a time, however many callers ask; nothing happens with a session.
 */
export function ensureGuestSession(): Promise<void> {
  if (useSessionStore.getState().session) return Promise.resolve();
  pending ??= (async () => {
    try {
      // Its own small chunk: only a visitor becoming a guest needs it.
      const { guestFingerprint } = await import('./guestFingerprint');
      const fingerprint = await guestFingerprint(browserFingerprint);
      const response = await call('guestLogin', { body: { fingerprint } });
      if (!useSessionStore.getState().session) useSessionStore.getState().signIn(response, { guest: true });
    } finally {
      pending = null;
    }
  })();
  return pending;
}
