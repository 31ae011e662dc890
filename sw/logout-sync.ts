/// <reference lib="webworker" />
// Background Sync of the logouts signed out offline: the same pending list and rules as the pages'.
import { createRevocations, idbRevocationStorage, LOGOUT_SYNC_TAG, sendLogout } from '../src/offline/pendingRevocations';
import { onSync } from './sync-event';

/** Sends the pending logouts; while some are left (no network after all, a server error), the browser tries again later. */
async function sendPendingLogouts(): Promise<void> {
  const left = await createRevocations({ storage: idbRevocationStorage, send: sendLogout }).flush();
  if (left > 0) throw new Error('Some signed-out sessions are still to be ended on the server');
}

export function installLogoutSync(): void {
  onSync(LOGOUT_SYNC_TAG, sendPendingLogouts);
}
