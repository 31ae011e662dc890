import { requestBackgroundSync } from '../offline/backgroundSync';
import { createRevocations, idbRevocationStorage, LOGOUT_SYNC_TAG, sendLogout, type PendingLogout } from '../offline/pendingRevocations';
import { clearLogoutPending, markLogoutPending } from '../offline/logoutPendingMark';
import { backoffDelay } from '../lib/backoff';

/**
 * The pages' side of pending logouts (offline/pendingRevocations.ts): a sign-out's logout that the
 * server has not confirmed is sent again at the app's start, on `online`, on a retry timer while a
 * page is open, and by the service worker's Background Sync when no page is.
 */

const revocations = createRevocations({ storage: idbRevocationStorage, send: sendLogout });
let failedRounds = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Sends the pending logouts now; while some are left, asks for a Background Sync and retries with back-off. */
export async function sendPendingLogouts(): Promise<void> {
  const left = await revocations.flush();
  clearTimeout(retryTimer);
  if (left === 0) {
    clearLogoutPending();
    failedRounds = 0;
    return;
  }
  failedRounds += 1;
  requestBackgroundSync(LOGOUT_SYNC_TAG);
  retryTimer = setTimeout(() => void sendPendingLogouts(), backoffDelay(failedRounds, Math.random()));
}

/**
 * Ends a signed-out session on the server: kept first (so it reaches the server whatever becomes of
 * this page, or the network), then sent by `sendPendingLogouts`.
 */
export function rememberLogout(pending: PendingLogout): Promise<void> {
  markLogoutPending();
  return revocations.remember(pending);
}

let started = false;

/** Sends what an earlier sign-out left pending, now and whenever the connection comes back. Idempotent. */
export function startPendingLogouts(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void sendPendingLogouts();
  window.addEventListener('online', () => void sendPendingLogouts());
}
