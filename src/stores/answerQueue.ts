import { useEffect } from 'react';
import i18next from 'i18next';
import toast from 'react-hot-toast';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError, call, type CallOutput } from '../api/client';
import { backoffDelay, dueItems, nextWakeUp, rejectionMessageKey, verdictFor } from '../features/polls/queueRules';
import { idbQueueStorage, memoryQueueStorage, type QueuedAnswer, type QueueStorage } from '../features/polls/queueStorage';
import { useSessionStore } from './sessionStore';
import { useUserStore } from './userStore';

/**
 * The offline answer queue (design.md section 5). Every answer goes through it: it is persisted at
 * once (one IndexedDB record per answer), shown as pending, and sent when there is a connection
 * (start-up, `online`, the tab becoming visible, a retry timer, Background Sync). One flusher at a
 * time across tabs (`navigator.locks`). An item is frozen at its first send and leaves the queue
 * only once the server acknowledged it; retryable failures back off up to 5 minutes; permanent
 * rejections are shown, then removed.
 */

export type { QueuedAnswer } from '../features/polls/queueStorage';
export type AnswerOutcome = CallOutput<'saveAnswer'>;

export interface NewAnswer {
  questionId: number;
  choiceValues: number[];
  /** true for guests (public cards and live surveys): sent through `widget/{id}/answer`. */
  viaWidget: boolean;
}

export interface AnswerQueueState {
  hydrated: boolean;
  /** The queued answers by answerId (every user's; the count shows the current user's). */
  items: Record<string, QueuedAnswer>;
  /** Answers acknowledged in this session, by answerId. */
  acknowledged: Record<string, AnswerOutcome>;
  /** Answers permanently rejected in this session: answerId → error code. */
  rejected: Record<string, number>;
}

export interface AnswerQueueDeps {
  storage: QueueStorage;
  send(item: QueuedAnswer): Promise<AnswerOutcome>;
  currentUserId(): number | null;
  /** Shows a permanent rejection to the member. */
  notifyRejected(item: QueuedAnswer, code: number): void;
  onAcknowledged?(item: QueuedAnswer, outcome: AnswerOutcome): void;
  /** Runs fn only if no other flusher (tab or worker) holds the lock; false when skipped. */
  withLock(fn: () => Promise<void>): Promise<boolean>;
  isOnline(): boolean;
  /** Asks the browser to keep our storage (called once the member answered offline). */
  requestPersistence(): void;
  /** Asks the service worker for a Background Sync flush, where the browser has it. */
  requestBackgroundSync(): void;
  /** Tells other tabs the queue changed. */
  broadcast(): void;
  now(): number;
  random(): number;
  uuid(): string;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export function createAnswerQueue(deps: AnswerQueueDeps) {
  const store: StoreApi<AnswerQueueState> = createStore<AnswerQueueState>(() => ({ hydrated: false, items: {}, acknowledged: {}, rejected: {} }));
  let flushing: Promise<void> | null = null;
  let again = false;
  let timer: unknown = null;

  const setItem = (item: QueuedAnswer) => store.setState((s) => ({ items: { ...s.items, [item.answerId]: item } }));
  const dropItem = (answerId: string) => store.setState((s) => {
    const items = { ...s.items };
    delete items[answerId];
    return { items };
  });

  /** Reads the persisted queue: the one source of truth, other tabs may have changed it. */
  async function reload(): Promise<QueuedAnswer[]> {
    const list = await deps.storage.list();
    store.setState({ hydrated: true, items: Object.fromEntries(list.map((item) => [item.answerId, item])) });
    return list;
  }

  function schedule(list: readonly QueuedAnswer[]): void {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    const userId = deps.currentUserId();
    const wake = nextWakeUp(list.filter((item) => item.userId === userId), deps.now());
    if (wake !== null) timer = deps.setTimer(() => void flush(), wake - deps.now());
  }

  /** Sends one item; returns false when the rest of this round should wait (offline, signed out). */
  async function sendOne(answerId: string): Promise<boolean> {
    const item = await deps.storage.read(answerId);
    if (!item) {
      dropItem(answerId);
      return true;
    }
    if (item.firstSentAt === null) {
      item.firstSentAt = deps.now();
      await deps.storage.write(item);
      setItem(item);
    }
    try {
      const outcome = await deps.send(item);
      await deps.storage.remove(item.answerId);
      dropItem(item.answerId);
      store.setState((s) => ({ acknowledged: { ...s.acknowledged, [item.answerId]: outcome } }));
      deps.onAcknowledged?.(item, outcome);
      return true;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const verdict = verdictFor(status);
      if (verdict === 'drop') {
        const code = error instanceof ApiError ? error.code : status;
        await deps.storage.remove(item.answerId);
        dropItem(item.answerId);
        store.setState((s) => ({ rejected: { ...s.rejected, [item.answerId]: code } }));
        deps.notifyRejected(item, code);
        return true;
      }
      const attempts = item.attempts + 1;
      const retried: QueuedAnswer = { ...item, attempts, nextAttemptAt: deps.now() + backoffDelay(attempts, deps.random()) };
      await deps.storage.write(retried);
      setItem(retried);
      if (status === 0) deps.requestPersistence();
      // No network or no valid session: the other items would fail the same way.
      return status !== 0 && verdict !== 'reauthenticate';
    }
  }

  async function flushRound(): Promise<void> {
    const userId = deps.currentUserId();
    if (userId === null) return;
    const list = await reload();
    for (const item of dueItems(list.filter((entry) => entry.userId === userId), deps.now())) {
      if (!(await sendOne(item.answerId))) break;
    }
    schedule(Object.values(store.getState().items));
    deps.broadcast();
  }

  /** Sends every due answer of the current user. Concurrent calls share one run (plus one re-run). */
  function flush(): Promise<void> {
    if (flushing) {
      again = true;
      return flushing;
    }
    flushing = (async () => {
      try {
        do {
          again = false;
          await deps.withLock(flushRound);
        } while (again);
      } finally {
        flushing = null;
      }
    })();
    return flushing;
  }

  /** Queues an answer: persisted and shown as pending at once, then sent when possible. */
  async function enqueue(answer: NewAnswer): Promise<QueuedAnswer> {
    const userId = deps.currentUserId();
    if (userId === null) throw new Error('No session to answer with');
    const now = deps.now();
    const item: QueuedAnswer = {
      answerId: deps.uuid(),
      questionId: answer.questionId,
      choiceValues: [...answer.choiceValues],
      answeredAt: new Date(now).toISOString(),
      userId,
      viaWidget: answer.viaWidget,
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      firstSentAt: null,
    };
    setItem(item);
    await deps.storage.write(item);
    deps.broadcast();
    if (deps.isOnline()) {
      void flush();
    } else {
      deps.requestPersistence();
      deps.requestBackgroundSync();
    }
    return item;
  }

  /** Makes every waiting item due now (a reconnect means the back-off no longer applies). */
  async function wakeAll(): Promise<void> {
    const list = await deps.storage.list();
    const now = deps.now();
    for (const item of list) {
      if (item.nextAttemptAt > now) await deps.storage.write({ ...item, nextAttemptAt: now });
    }
  }

  return { store, enqueue, flush, reload, wakeAll };
}
export type AnswerQueue = ReturnType<typeof createAnswerQueue>;

/* ---------- the app's queue, wired to the browser ---------- */

/** The signed-in member's or guest's id: answers are sent only with their own user's credentials. */
let userIdSource: () => number | null = () => useSessionStore.getState().session?.user_id ?? null;
/** Points credited: the member's details (points in the sidebar) are refreshed. */
let acknowledgedListener: ((item: QueuedAnswer, outcome: AnswerOutcome) => void) | null = (_item, outcome) => {
  const session = useSessionStore.getState().session;
  if (session && !session.isGuest && (outcome.pointsCredited > 0 || (outcome.questPointsCredited ?? 0) > 0)) void useUserStore.getState().refresh();
};
/** A permanent rejection is shown to the member as a toast (spec section 8: toasts at the bottom centre). */
let rejectedListener: (item: QueuedAnswer, code: number) => void = (_item, code) => {
  toast.error(i18next.t(rejectionMessageKey(code)));
};

/** Replaces where the queue learns the signed-in user from (tests, the worker). */
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

const LOCK_NAME = 'panelist-answer-queue';
const PERSIST_FLAG = 'panelist.answerQueue.persistRequested';
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(LOCK_NAME) : null;
let localLock: Promise<void> | null = null;

async function withBrowserLock(fn: () => Promise<void>): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await fn();
      return true;
    });
  }
  // Fallback without Web Locks: one flusher in this tab; the server's idempotency covers other tabs.
  if (localLock) return false;
  localLock = fn();
  try {
    await localLock;
    return true;
  } finally {
    localLock = null;
  }
}

function requestPersistence(): void {
  try {
    if (localStorage.getItem(PERSIST_FLAG)) return;
    localStorage.setItem(PERSIST_FLAG, '1');
  } catch {
    /* storage unavailable: ask anyway */
  }
  void navigator.storage?.persist?.().catch(() => false);
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & SyncRegistration).sync?.register(LOCK_NAME))
    .catch(() => undefined);
}

const hasIndexedDb = typeof indexedDB !== 'undefined';

export const answerQueue = createAnswerQueue({
  storage: hasIndexedDb ? idbQueueStorage : memoryQueueStorage(),
  send: (item) => {
    const body = { answerId: item.answerId, questionId: item.questionId, choiceValues: item.choiceValues, answeredAt: item.answeredAt };
    return item.viaWidget ? call('saveWidgetAnswer', { params: { id: String(item.questionId) }, body }) : call('saveAnswer', { body });
  },
  currentUserId: () => userIdSource(),
  notifyRejected: (item, code) => rejectedListener(item, code),
  onAcknowledged: (item, outcome) => acknowledgedListener?.(item, outcome),
  withLock: withBrowserLock,
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  requestPersistence,
  requestBackgroundSync,
  broadcast: () => channel?.postMessage('changed'),
  now: () => Date.now(),
  random: () => Math.random(),
  uuid: () => crypto.randomUUID(),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

let started = false;

/** Hydrates the queue and flushes it now, on `online`, when the tab becomes visible, and when another tab changes it. Idempotent. */
export function startAnswerQueue(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void answerQueue.reload().then(() => answerQueue.flush());
  window.addEventListener('online', () => void answerQueue.wakeAll().then(() => answerQueue.flush()));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void answerQueue.flush();
  });
  if (channel) channel.onmessage = () => void answerQueue.reload();
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
  return useStore(answerQueue.store, (state) => Object.values(state.items).filter((item) => item.userId === userId).length);
}
