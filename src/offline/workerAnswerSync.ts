import { authorizationFor, type Credentials } from '../api/client';
import { credentialsOf, sameCredentials, type Session } from '../stores/sessionSchema';
import { createAnswerQueue, type AnswerOutcome, type AnswerQueueDeps } from './answerQueueCore';
import { syncShouldRetry } from './queueRules';
import type { QueuedAnswer } from './queueStorage';

/**
 * The service worker's Background Sync of the answer queue (only a trigger, the
 * same queue and rules as the pages'), free of the worker's globals so it can be tested.
 */
export interface WorkerSyncDeps {
  /** What every flusher shares: storage, lock, channel, clock. */
  shared: Pick<AnswerQueueDeps, 'storage' | 'withLock' | 'isOnline' | 'broadcast' | 'now' | 'random' | 'uuid'>;
  send(item: QueuedAnswer, authorization: string): Promise<AnswerOutcome>;
  /** The session the server refused to an earlier sync, until a page has started after it. */
  refusedSession(): Promise<Credentials | null>;
  /** Keeps the session as refused and tells the open pages, which end it as they end a session refused to themselves. */
  endRefusedSession(credentials: Credentials): Promise<void>;
}

/**
 * Sends the signed-in user's queued answers with the credentials the pages persisted. A failure a
 * retry could fix rejects, so the browser tries again later; the pages' own triggers (start-up,
 * `online`, visibility) stay in place either way. A refused session (401) ends the sync without a
 * retry: no later one could succeed with a dead token, and nothing more is sent with it.
 */
export async function syncQueueFromWorker(session: Session | null, deps: WorkerSyncDeps): Promise<void> {
  if (!session) return;
  const credentials = credentialsOf(session);
  if (sameCredentials(await deps.refusedSession(), credentials)) return;
  const authorization = authorizationFor(credentials);
  let refused = false;
  const queue = createAnswerQueue({
    ...deps.shared,
    send: (item) => deps.send(item, authorization),
    currentUserId: () => session.user_id,
    // Nobody to show it to here: kept, marked, until a page shows it.
    keepRejectionsForPage: true,
    notifyRejected: () => undefined,
    sessionRefused: () => {
      refused = true;
    },
    // The page asks for persistence; the browser is already retrying through this very sync.
    requestPersistence: () => undefined,
    requestBackgroundSync: () => undefined,
    // The worker may be stopped at any time: retries come from the browser's sync, not from timers.
    setTimer: () => null,
    clearTimer: () => undefined,
  });
  // The browser fires a sync when the connection is back: the back-off no longer applies.
  await queue.retryNow();
  if (refused) {
    await deps.endRefusedSession(credentials);
    return;
  }
  if (syncShouldRetry(Object.values(queue.store.getState().items), session.user_id)) {
    throw new Error('Some answers are still waiting for the server');
  }
}
