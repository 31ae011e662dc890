/// <reference lib="webworker" />
// Background Sync as a trigger only: the worker flushes the pages' own answer
// queue, with the same module and rules, under the same lock.
import { get } from 'idb-keyval';
import type { Credentials } from '../src/api/client';
import { ANSWER_SYNC_TAG, sendQueuedAnswer, sharedQueueDeps } from '../src/offline/answerSync';
import { readRefusedSession, recordRefusedSession, refusedSessionMessage } from '../src/offline/sessionRefusal';
import { syncQueueFromWorker } from '../src/offline/workerAnswerSync';
import { SESSION_STORE_KEY, sessionFromPersisted } from '../src/stores/sessionSchema';
import { onSync } from './sync-event';

declare const self: ServiceWorkerGlobalScope;

/** A session the server refused: kept as refused (for the next page to start), and every open page is told. */
async function endRefusedSession(credentials: Credentials): Promise<void> {
  await recordRefusedSession(credentials);
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(refusedSessionMessage(credentials));
}

/** Sends the signed-in user's queued answers with the credentials the pages persisted. */
async function flushQueue(): Promise<void> {
  await syncQueueFromWorker(sessionFromPersisted(await get(SESSION_STORE_KEY)), {
    shared: sharedQueueDeps(),
    send: sendQueuedAnswer,
    refusedSession: readRefusedSession,
    endRefusedSession,
  });
}

export function installAnswerSync(): void {
  onSync(ANSWER_SYNC_TAG, flushQueue);
}
