/**
 * The app's tabs in this browser share one session cookie: a tab that writes it says so here, and
 * the others read it again at once instead of showing a session that has ended until they next act.
 */
const SESSION_CHANNEL_NAME = 'panelist-session-cookie';

const channel: BroadcastChannel | null = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL_NAME) : null;

/** Tells the other tabs that this one signed in or out. */
export function announceSessionCookieChanged(): void {
  try {
    channel?.postMessage('changed');
  } catch {
    // A closed channel (the page is being unloaded): the other tabs catch up when they are next shown.
  }
}

/** Runs `listener` when another tab signs in or out, and when this tab is shown again (a browser without the channel, a tab that was asleep). */
export function onSessionCookieChangedElsewhere(listener: () => void): void {
  channel?.addEventListener('message', listener);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') listener();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) listener();
  });
}
