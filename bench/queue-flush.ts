import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { call } from '../src/api/client';
import { createAnswerQueue } from '../src/offline/answerQueueCore';
import { memoryQueueStorage } from '../src/offline/queueStorage';

/**
 * The queue figure: the app's own answer queue (the core the pages and the worker run), fed
 * while offline, then reconnected; the milliseconds until the server has acknowledged every answer.
 * Only the browser's surroundings are stood in: memory for IndexedDB, a plain lock for Web Locks.
 */
export async function queueFlushMs(base: string, member: { id: number; authorization: string }, questionIds: readonly number[]): Promise<number> {
  let online = false;
  const rejected: string[] = [];
  const fetchFromBase: typeof fetch = (input, init) => fetch(`${base}${String(input)}`, init);
  const queue = createAnswerQueue({
    storage: memoryQueueStorage(),
    send: (item) => call('saveAnswer', { body: { answerId: item.answerId, questionId: item.questionId, choiceValues: item.choiceValues, answeredAt: item.answeredAt }, authorization: member.authorization }, fetchFromBase),
    currentUserId: () => member.id,
    notifyRejected: (item, code) => rejected.push(`question ${item.questionId}: code ${code}`),
    withLock: async (fn) => {
      await fn();
      return true;
    },
    isOnline: () => online,
    requestPersistence: () => undefined,
    requestBackgroundSync: () => undefined,
    broadcast: () => undefined,
    now: () => Date.now(),
    random: () => Math.random(),
    uuid: () => randomUUID(),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  for (const questionId of questionIds) await queue.enqueue({ questionId, choiceValues: [1], viaWidget: false });

  online = true;
  const started = performance.now();
  // What the page does on `online`: every waiting answer is due now, in one flush.
  await queue.retryNow();
  const pending = () => Object.keys(queue.store.getState().items).length;
  // A retryable failure leaves items for the queue's own back-off timer; wait for it (two minutes at most).
  for (let waited = 0; pending() > 0 && waited < 120_000; waited += 50) await sleep(50);
  const elapsed = performance.now() - started;
  if (pending() > 0 || rejected.length > 0) throw new Error(`queue not flushed: ${pending()} left, rejected ${rejected.join(', ')}`);
  if (Object.keys(queue.store.getState().acknowledged).length !== questionIds.length) throw new Error('not every answer was acknowledged');
  return elapsed;
}
