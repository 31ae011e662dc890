import { useEffect } from 'react';
import i18next from 'i18next';
import { toast } from '../components/toast';
import { useStore } from 'zustand';
import { createAnswerQueue, type AnswerOutcome, type AnswerQueueState } from '../offline/answerQueueCore';
import { ANSWER_SYNC_TAG, queueChannel, sendQueuedAnswer, sharedQueueDeps } from '../offline/answerSync';
import { requestBackgroundSync } from '../offline/backgroundSync';
import { isAwaitingServer, rejectionMeansAnsweredElsewhere, rejectionMessageKey } from '../offline/queueRules';
import type { QueuedAnswer } from '../offline/queueStorage';
import { useSessionStore } from './sessionStore';
import { useUserStore } from './userStore';

/**
 * The app's offline answer queue: the one flush logic of
 * offline/answerQueueCore.ts, wired to this page. It flushes at start-up, on `online`, when
 * the tab becomes visible, on a retry timer, and when another tab or the service worker reports a
 * change; offline answers also register a Background Sync, whose handler in the worker flushes the
 * same queue with the same rules.
 */

export { createAnswerQueue } from '../offline/answerQueueCore';
export type { AnswerOutcome, AnswerQueue, AnswerQueueDeps, AnswerQueueState, NewAnswer, QueueNews } from '../offline/answerQueueCore';
export type { QueuedAnswer } from '../offline/queueStorage';

/* ---------- the app's queue, wired to the browser ---------- */

/** The signed-in member's or guest's id: answers are sent only with their own user's credentials. */
let userIdSource: () => number | null = () => useSessionStore.getState().session?.user_id ?? null;
/** The signed-in member's details (points in the sidebar) read again; a guest has none. */
function refreshMemberDetails(): void {
  const session = useSessionStore.getState().session;
  if (session && !session.isGuest) void useUserStore.getState().refresh();
}
/** Points credited: the member's details are refreshed. */
let acknowledgedListener: ((item: QueuedAnswer, outcome: AnswerOutcome) => void) | null = (_item, outcome) => {
  if (outcome.pointsCredited > 0 || (outcome.questPointsCredited ?? 0) > 0) refreshMemberDetails();
};
/** A permanent rejection is shown to the member as a toast (toasts at the bottom centre). */
let rejectedListener: (item: QueuedAnswer, code: number) => void = (_item, code) => {
  toast.error(i18next.t(rejectionMessageKey(code)));
};

/** Replaces where the queue learns the signed-in user from (tests). */
export function setQueueUserSource(source: () => number | null): void {
  userIdSource = source;
}
/** Called for each acknowledged answer (e.g. to refresh the member's points). */
export function setQueueAcknowledgedListener(listener: (item: QueuedAnswer, outcome: AnswerOutcome) => void): void {
  acknowledgedListener = listener;
}
/** Replaces how a permanent rejection is shown (by default a toast). */
export function setQueueRejectedListener(listener: (item: QueuedAnswer, code: number) => void): void {
  rejectedListener = listener;
}

const PERSIST_FLAG = 'panelist.answerQueue.persistRequested';

function requestPersistence(): void {
  try {
    if (localStorage.getItem(PERSIST_FLAG)) return;
    localStorage.setItem(PERSIST_FLAG, '1');
  } catch {
    /* storage unavailable: ask anyway */
  }
  void navigator.storage?.persist?.().catch(() => false);
}

export const answerQueue = createAnswerQueue({
  ...sharedQueueDeps(),
  send: (item) => sendQueuedAnswer(item),
  currentUserId: () => userIdSource(),
  notifyRejected: (item, code) => {
    // Answered in another tab or on another device: the points credited there show here too.
    if (rejectionMeansAnsweredElsewhere(code)) refreshMemberDetails();
    rejectedListener(item, code);
  },
  onAcknowledged: (item, outcome) => acknowledgedListener?.(item, outcome),
  requestPersistence,
  // Only a trigger: the worker's handler flushes this same queue.
  requestBackgroundSync: () => requestBackgroundSync(ANSWER_SYNC_TAG),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

let started = false;

/** Hydrates the queue and flushes it now, on `online`, when the tab becomes visible, and when another tab changes it. Idempotent. */
export function startAnswerQueue(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void answerQueue.reload().then(() => answerQueue.flush());
  window.addEventListener('online', () => void answerQueue.retryNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void answerQueue.flush();
  });
  // Another tab or the worker flushed: its acknowledgements show here, its kept rejections are shown.
  if (queueChannel) queueChannel.onmessage = (event: MessageEvent) => void answerQueue.receive(event.data);
  // A sign-in (or the session restored from storage) may have answers of that user waiting.
  useSessionStore.subscribe((state, previous) => {
    if (state.session?.user_id !== previous.session?.user_id) void answerQueue.flush();
  });
}

/** The queue state, for components. */
export function useAnswerQueue<T>(selector: (state: AnswerQueueState) => T): T {
  return useStore(answerQueue.store, selector);
}

/** The current user's count of answers still waiting for the server (for the header). Starts the queue. */
export function usePendingAnswerCount(): number {
  useEffect(startAnswerQueue, []);
  const userId = useSessionStore((state) => state.session?.user_id ?? null);
  return useStore(answerQueue.store, (state) => Object.values(state.items).filter((item) => item.userId === userId && isAwaitingServer(item)).length);
}
