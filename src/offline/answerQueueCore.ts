import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError, unreachable, type CallOutput } from '../api/client';
import { oneAtATime } from './oneAtATime';
import { dueItems, isAwaitingServer, isRejectionNewsHere, nextWakeUp, retryDelay, verdictFor } from './queueRules';
import type { QueuedAnswer, QueueStorage } from './queueStorage';

/**
 * The offline answer queue's one flush logic, shared by the pages and the
 * service worker's Background Sync, free of React and of the DOM. Every answer is persisted at once
 * (one record per answer), shown as pending, and sent when there is a connection. One flusher at a
 * time across tabs and the worker (the `withLock` dependency). An item is frozen at its first send
 * and leaves the queue only once the server acknowledged it; retryable failures back off up to 5
 * minutes; a permanent rejection is shown by a page, then removed (a flusher that cannot show it,
 * the worker, keeps it marked for the next page).
 */

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

/**
 * What one flusher tells the others (tabs, worker) after a round: the answers the server acknowledged,
 * and those a page showed as permanently rejected (the tab the member answered in may be another).
 */
export interface QueueNews {
  acknowledged: { item: QueuedAnswer; outcome: AnswerOutcome }[];
  rejected: { item: QueuedAnswer; code: number }[];
}

export interface AnswerQueueDeps {
  storage: QueueStorage;
  send(item: QueuedAnswer): Promise<AnswerOutcome>;
  currentUserId(): number | null;
  /** Shows a permanent rejection to the member (where it is news to them: `isRejectionNewsHere`). */
  notifyRejected(item: QueuedAnswer, code: number): void;
  /** true where nobody can be shown a rejection (the worker): it is kept, marked, for the next page. */
  keepRejectionsForPage?: boolean;
  /**
   * The server refused the credentials an answer was sent with (401). A page's calls end the session
   * through the API client's shared handling; the worker, which sends with explicit credentials, ends it here.
   */
  sessionRefused?(): void;
  onAcknowledged?(item: QueuedAnswer, outcome: AnswerOutcome): void;
  /** Runs fn while no other flusher (tab or worker) runs; false when skipped. */
  withLock(fn: () => Promise<void>): Promise<boolean>;
  isOnline(): boolean;
  /** Asks the browser to keep our storage (called once the member answered offline). */
  requestPersistence(): void;
  /** Asks the service worker for a Background Sync flush, where the browser has it. */
  requestBackgroundSync(): void;
  /** Tells other tabs (and pages, from the worker) the queue changed, with what was acknowledged. */
  broadcast(news?: QueueNews): void;
  now(): number;
  random(): number;
  uuid(): string;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

/** Reads another flusher's message; anything malformed (or an older plain 'changed') carries no news. */
export function parseQueueNews(message: unknown): QueueNews {
  const news = message as Partial<QueueNews> | null;
  const entries = <Entry extends { item: QueuedAnswer }>(list: unknown, fits: (entry: Entry) => boolean): Entry[] =>
    Array.isArray(list) ? list.filter((entry: Entry | undefined): entry is Entry => typeof entry?.item?.answerId === 'string' && typeof entry.item.userId === 'number' && fits(entry)) : [];
  return {
    acknowledged: entries<QueueNews['acknowledged'][number]>(news?.acknowledged, (entry) => typeof entry.outcome?.pointsCredited === 'number'),
    rejected: entries<QueueNews['rejected'][number]>(news?.rejected, (entry) => typeof entry.code === 'number'),
  };
}

/** A round's news before anything happened in it (also what a bare 'the queue changed' says). */
export const noNews = (): QueueNews => ({ acknowledged: [], rejected: [] });

export function createAnswerQueue(deps: AnswerQueueDeps) {
  const store: StoreApi<AnswerQueueState> = createStore<AnswerQueueState>(() => ({ hydrated: false, items: {}, acknowledged: {}, rejected: {} }));
  let timer: unknown = null;
  /** The answers given on this page (by this queue), and the questions whose answer it saw saved, per member. */
  const givenHere = new Set<string>();
  const savedHere = new Set<string>();
  const questionOf = (item: QueuedAnswer) => `${item.userId}:${item.questionId}`;

  const setItem = (item: QueuedAnswer) => store.setState((s) => ({ items: { ...s.items, [item.answerId]: item } }));
  const dropItem = (answerId: string) => store.setState((s) => {
    const items = { ...s.items };
    delete items[answerId];
    return { items };
  });
  const markAcknowledged = (item: QueuedAnswer, outcome: AnswerOutcome) => {
    savedHere.add(questionOf(item));
    store.setState((s) => ({ acknowledged: { ...s.acknowledged, [item.answerId]: outcome } }));
    deps.onAcknowledged?.(item, outcome);
  };

  /** Reads the persisted queue: the one source of truth, other tabs and the worker may have changed it. */
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

  /** A permanent rejection: shown, then removed (and told to the other tabs); or, where it cannot be shown, kept marked for a page. */
  async function reject(item: QueuedAnswer, code: number, news: QueueNews): Promise<void> {
    if (deps.keepRejectionsForPage) {
      const marked: QueuedAnswer = { ...item, rejectedCode: code };
      await deps.storage.write(marked);
      setItem(marked);
      return;
    }
    await deps.storage.remove(item.answerId);
    dropItem(item.answerId);
    showRejected(item, code);
    news.rejected.push({ item, code });
  }

  const showRejected = (item: QueuedAnswer, code: number) => {
    store.setState((s) => ({ rejected: { ...s.rejected, [item.answerId]: code } }));
    if (isRejectionNewsHere(givenHere.has(item.answerId), savedHere.has(questionOf(item)))) deps.notifyRejected(item, code);
  };

  /** Sends one item; returns false when the rest of this round should wait (offline, signed out). */
  async function sendOne(answerId: string, news: QueueNews): Promise<boolean> {
    const item = await deps.storage.read(answerId);
    if (!item || !isAwaitingServer(item)) {
      if (!item) dropItem(answerId);
      return true;
    }
    if (item.firstSentAt === null) {
      item.firstSentAt = deps.now();
      await deps.storage.write(item);
      setItem(item);
    }
    // The member changed while this round ran (signed out, another signed in): the rest of the round
    // is not theirs, and a send now would carry the new member's credentials.
    if (item.userId !== deps.currentUserId()) return false;
    try {
      const outcome = await deps.send(item);
      // Only the server's acknowledgement of this very answer takes it off the queue.
      if (outcome?.answerId !== item.answerId) throw unreachable('The answer was not acknowledged');
      await deps.storage.remove(item.answerId);
      dropItem(item.answerId);
      news.acknowledged.push({ item, outcome });
      markAcknowledged(item, outcome);
      return true;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const verdict = verdictFor(status);
      if (verdict === 'drop') {
        await reject(item, error instanceof ApiError ? error.code : status, news);
        return true;
      }
      if (verdict === 'reauthenticate') deps.sessionRefused?.();
      const attempts = item.attempts + 1;
      const serverWait = error instanceof ApiError ? error.retryAfterMs : null;
      const nextAttemptAt = deps.now() + retryDelay(attempts, deps.random(), serverWait);
      const retried: QueuedAnswer = { ...item, attempts, nextAttemptAt, lastFailedStatus: status, ...(serverWait === null ? {} : { serverWaitUntil: nextAttemptAt }) };
      await deps.storage.write(retried);
      setItem(retried);
      if (status === 0) {
        deps.requestPersistence();
        deps.requestBackgroundSync();
      }
      // No network, no valid session, or a server that asked us to wait: the others would fare the same.
      return status !== 0 && verdict !== 'reauthenticate' && serverWait === null;
    }
  }

  // Set by retryNow, taken by the next round once it holds the lock.
  let wakeAsked = false;

  async function flushRound(): Promise<void> {
    const userId = deps.currentUserId();
    if (userId === null) return;
    if (wakeAsked) {
      wakeAsked = false;
      await wakeAll();
    }
    const list = (await reload()).filter((entry) => entry.userId === userId);
    let changed = false;
    const news = noNews();
    // Rejections the worker kept: shown here, then removed.
    if (!deps.keepRejectionsForPage) {
      for (const item of list.filter((entry) => !isAwaitingServer(entry))) {
        await reject(item, item.rejectedCode ?? 0, news);
        changed = true;
      }
    }
    for (const item of dueItems(list, deps.now())) {
      changed = true;
      if (!(await sendOne(item.answerId, news))) break;
    }
    schedule(Object.values(store.getState().items));
    if (changed) deps.broadcast(news);
  }

  /** Sends every due answer of the current user. Concurrent calls share one run (plus one re-run). */
  const flush: () => Promise<void> = oneAtATime(async () => {
    await deps.withLock(flushRound);
  });

  /**
   * Sends every waiting answer now: a reconnect, or the member asking, means the back-off no longer
   * applies. The items are woken under the lock, in the round that sends them: woken before it, they
   * could be put back to sleep by a flusher that held the lock meanwhile (another tab, or a sync the
   * browser fired while the network was still failing).
   */
  function retryNow(): Promise<void> {
    wakeAsked = true;
    return flush();
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
    givenHere.add(item.answerId);
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

  /**
   * Makes every waiting item due now, except those the server itself asked to wait (Retry-After):
   * the connection was not their problem.
   */
  async function wakeAll(): Promise<void> {
    const list = await deps.storage.list();
    const now = deps.now();
    for (const item of list) {
      const due = Math.max(now, item.serverWaitUntil ?? 0);
      if (isAwaitingServer(item) && item.nextAttemptAt > due) await deps.storage.write({ ...item, nextAttemptAt: due });
    }
  }

  /**
   * Another flusher's message: its acknowledgements and the current member's rejections it showed are
   * shown here too (status, points, the message: the answer may have been given in this tab), the
   * queue is read again, and rejections it kept for a page are shown (through a flush, under the lock).
   */
  async function receive(message: unknown): Promise<void> {
    const { acknowledged, rejected } = parseQueueNews(message);
    const { acknowledged: seen, rejected: seenRejected } = store.getState();
    for (const { item, outcome } of acknowledged) if (!seen[item.answerId]) markAcknowledged(item, outcome);
    const userId = deps.currentUserId();
    for (const { item, code } of rejected) if (item.userId === userId && seenRejected[item.answerId] === undefined) showRejected(item, code);
    const list = await reload();
    if (!deps.keepRejectionsForPage && list.some((item) => item.userId === userId && !isAwaitingServer(item))) await flush();
  }

  return { store, enqueue, flush, retryNow, reload, receive };
}
export type AnswerQueue = ReturnType<typeof createAnswerQueue>;
