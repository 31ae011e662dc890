import { call } from '../api/client';
import { noNews, type AnswerOutcome, type AnswerQueueDeps } from './answerQueueCore';
import { idbQueueStorage, memoryQueueStorage, storageWithFallback, type QueuedAnswer } from './queueStorage';

/**
 * The browser side of the answer queue that the pages and the service worker share (no React, no
 * DOM-only API): the lock, the Background Sync tag, the channel, and how a queued answer is sent.
 */

/** One name for the Web Lock, the BroadcastChannel and the Background Sync tag. */
export const ANSWER_QUEUE_NAME = 'panelist-answer-queue';
export const ANSWER_SYNC_TAG = ANSWER_QUEUE_NAME;

/**
 * How long one answer's request may take before it counts as lost to the network (and is retried
 * later): a connection that hangs must not hold the queue, and the lock every other answer waits for.
 */
export const ANSWER_SEND_TIMEOUT_MS = 20_000;

/** Sends a queued answer: guests through `widget/{id}/answer`, members through `questions/answer`. */
export function sendQueuedAnswer(item: QueuedAnswer, authorization?: string): Promise<AnswerOutcome> {
  const body = { answerId: item.answerId, questionId: item.questionId, choiceValues: item.choiceValues, answeredAt: item.answeredAt };
  const signal = AbortSignal.timeout(ANSWER_SEND_TIMEOUT_MS);
  return item.viaWidget
    ? call('saveWidgetAnswer', { params: { id: String(item.questionId) }, body, authorization, signal })
    : call('saveAnswer', { body, authorization, signal });
}

let localLock: Promise<void> = Promise.resolve();

/**
 * Runs fn holding the queue's Web Lock, after any other flusher (tab or worker) has finished: one
 * flusher at a time, and a flush asked for meanwhile is not lost. Without Web Locks, or where the
 * browser refuses them (a partner site's iframe with third-party storage blocked), one at a time in
 * this context; the server's idempotency covers the rest.
 */
export async function withQueueLock(fn: () => Promise<void>): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    let started = false;
    try {
      await navigator.locks.request(ANSWER_QUEUE_NAME, () => {
        started = true;
        return fn();
      });
      return true;
    } catch (error) {
      if (started) throw error;
    }
  }
  const run = localLock.then(fn);
  localLock = run.catch(() => undefined);
  await run;
  return true;
}

export const queueChannel: BroadcastChannel | null = typeof BroadcastChannel === 'function' ? new BroadcastChannel(ANSWER_QUEUE_NAME) : null;

/** The dependencies every flusher shares; each context adds who answers, how a rejection is shown and its triggers. */
export function sharedQueueDeps(): Pick<AnswerQueueDeps, 'storage' | 'withLock' | 'isOnline' | 'broadcast' | 'now' | 'random' | 'uuid'> {
  return {
    storage: typeof indexedDB !== 'undefined' ? storageWithFallback(idbQueueStorage, memoryQueueStorage()) : memoryQueueStorage(),
    withLock: withQueueLock,
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
    broadcast: (news) => queueChannel?.postMessage(news ?? noNews()),
    now: () => Date.now(),
    random: () => Math.random(),
    uuid: () => crypto.randomUUID(),
  };
}
