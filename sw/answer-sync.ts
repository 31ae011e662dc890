/// <reference lib="webworker" />
// Background Sync as a trigger only (design.md section 5): the worker flushes the pages' own answer
// queue, with the same module and rules, under the same lock.
import { get } from 'idb-keyval';
import { authorizationFor } from '../src/api/client';
import { createAnswerQueue } from '../src/offline/answerQueueCore';
import { ANSWER_SYNC_TAG, sendQueuedAnswer, sharedQueueDeps } from '../src/offline/answerSync';
import { syncShouldRetry } from '../src/offline/queueRules';
import { SESSION_STORE_KEY, sessionFromPersisted } from '../src/stores/sessionSchema';
import { onSync } from './sync-event';

/**
 * Sends the signed-in user's queued answers with the credentials the pages persisted. A failure a
 * retry could fix rejects the event, so the browser tries again later; the pages' own triggers
 * (start-up, `online`, visibility) stay in place either way.
 */
async function flushQueue(): Promise<void> {
  const session = sessionFromPersisted(await get(SESSION_STORE_KEY));
  if (!session) return;
  const authorization = authorizationFor({ userId: session.user_id, token: session.token });
  const queue = createAnswerQueue({
    ...sharedQueueDeps(),
    send: (item) => sendQueuedAnswer(item, authorization),
    currentUserId: () => session.user_id,
    // Nobody to show it to here: kept, marked, until a page shows it.
    keepRejectionsForPage: true,
    notifyRejected: () => undefined,
    // The page asks for persistence; the browser is already retrying through this very sync.
    requestPersistence: () => undefined,
    requestBackgroundSync: () => undefined,
    // The worker may be stopped at any time: retries come from the browser's sync, not from timers.
    setTimer: () => null,
    clearTimer: () => undefined,
  });
  // The browser fires a sync when the connection is back: the back-off no longer applies.
  await queue.wakeAll();
  await queue.flush();
  if (syncShouldRetry(Object.values(queue.store.getState().items), session.user_id)) {
    throw new Error('Some answers are still waiting for the server');
  }
}

export function installAnswerSync(): void {
  onSync(ANSWER_SYNC_TAG, flushQueue);
}
