/**
 * A mark in localStorage that a sign-out's logout may still be waiting for the server, so the app's
 * start loads the pending-logout code only when there is something to send (first loads stay
 * within their JavaScript budget). A stale mark (the worker sent the logouts meanwhile) costs one
 * load that finds nothing and clears it; storage that throws counts as "maybe pending".
 */
const MARK_KEY = 'panelist-logout-pending';

export function markLogoutPending(): void {
  try {
    localStorage.setItem(MARK_KEY, '1');
  } catch {
    // Without storage the page's own retries and the worker's sync still send it.
  }
}

export function clearLogoutPending(): void {
  try {
    localStorage.removeItem(MARK_KEY);
  } catch {
    // Nothing to clear where storage is refused.
  }
}

export function logoutMayBePending(): boolean {
  try {
    return localStorage.getItem(MARK_KEY) !== null;
  } catch {
    return true;
  }
}
