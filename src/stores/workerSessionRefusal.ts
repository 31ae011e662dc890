import { forgetRefusedSession, readRefusedSession, refusedSessionOf } from '../offline/sessionRefusal';
import { dropRefusedSession } from './sessionStore';

/**
 * A session the server refused to the service worker (its Background Sync of queued answers) ends in
 * the pages the way a session refused to a page does (`dropRefusedSession`): dropped everywhere, the
 * member sent to sign in, the queued answers kept for the next sign-in. A sign-in made since stays.
 */

/** At start-up, once the stores are read: the refusal the worker kept, if any, is applied, then forgotten. */
export async function endSessionRefusedToWorker(): Promise<void> {
  const refused = await readRefusedSession();
  if (!refused) return;
  dropRefusedSession(refused);
  await forgetRefusedSession();
}

/** While a page is open: the worker's message ends the session it names. */
export function listenForSessionRefusals(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const refused = refusedSessionOf(event.data);
    if (refused) dropRefusedSession(refused);
  });
}
