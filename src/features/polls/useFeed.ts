import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { useLatestRun } from '../../lib/useLatestRun';
import { answerQueue } from '../../stores/answerQueue';
import { fetchNextCard, fetchUpcomingCards, type QuestionCard } from './api';
import { bufferedCards, FEED_BUFFER_SIZE, forgetBufferedCard, keepUpcomingCards, lookAheadIsStale, warmChoiceImages } from './feedBuffer';
import { nextFeedCard } from './feedRules';
import { isAwaitingServer } from '../../offline/queueRules';
import { useReloadWhenOnline } from '../../lib/useReloadWhenOnline';
import { retryWhileBusy } from '../../lib/busyRetry';

export type FeedState =
  | { kind: 'loading' }
  | { kind: 'card'; card: QuestionCard; offline: boolean }
  | { kind: 'empty' }
  | { kind: 'offline' }
  | { kind: 'syncing' }
  | { kind: 'error' };

/**
 * How long the next card waits for the queue to send the answers before it: enough for a normal
 * round trip, while a stalled request (a network that hangs) does not hold the feed; the answers
 * still on their way are skipped anyway.
 */
export const QUEUE_WAIT_MS = 2000;

/** Resolves when the work has settled, or after ms, whichever comes first. */
function settledOrAfter(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}

/** The questions whose answers are still on their way: the feed does not offer them again. */
function queuedQuestionIds(userId: number): Set<number> {
  return new Set(Object.values(answerQueue.store.getState().items)
    .filter((item) => item.userId === userId && isAwaitingServer(item))
    .map((item) => item.questionId));
}

/** Asks the server for the member's next cards and keeps them on the device for the offline feed. */
async function refreshLookAhead(userId: number, langUiName: string | undefined, signal?: AbortSignal): Promise<QuestionCard[]> {
  const upcoming = await retryWhileBusy(() => fetchUpcomingCards(userId, FEED_BUFFER_SIZE, langUiName, signal), signal);
  if (signal?.aborted) return upcoming;
  await keepUpcomingCards(userId, upcoming);
  void warmChoiceImages(upcoming);
  return upcoming;
}

/**
 * The feed: the member's next unanswered card. Online, the server's next card (`widget/next`), with
 * the next few kept on the device (the look-ahead, refreshed in the background when it falls behind);
 * offline, the kept cards, skipping those answered or queued meanwhile.
 */
export function useFeed(userId: number | null, langUiName: string | undefined) {
  const [state, setState] = useState<FeedState>({ kind: 'loading' });
  const beginLoad = useLatestRun();

  // Only the latest load shows what it found: an earlier one (StrictMode's first effect run, a retry
  // pressed twice) may answer later, with a card answered meanwhile.
  const load = useCallback(async () => {
    if (userId === null) return;
    const signal = beginLoad();
    const show = (next: FeedState) => !signal.aborted && setState(next);
    show({ kind: 'loading' });
    await answerQueue.reload();
    if (navigator.onLine) await settledOrAfter(answerQueue.flush(), QUEUE_WAIT_MS);
    if (signal.aborted) return;
    const queued = queuedQuestionIds(userId);
    try {
      const next = await retryWhileBusy(() => fetchNextCard(userId, langUiName, signal), signal);
      if (signal.aborted) return;
      if (next && !queued.has(next.id)) {
        show({ kind: 'card', card: next, offline: false });
        // A look-ahead that cannot be refreshed now keeps the older one; the next card tries again.
        if (await lookAheadIsStale(userId, next.id)) void refreshLookAhead(userId, langUiName).catch(() => undefined);
        return;
      }
      // None left, or the server's next is one whose answer is still on its way: the look-ahead says
      // what comes after it.
      const upcoming = next ? await refreshLookAhead(userId, langUiName, signal) : [];
      if (signal.aborted) return;
      if (!next) await keepUpcomingCards(userId, []);
      const card = nextFeedCard(upcoming, queued);
      // Every card the server offers is one whose answer is still on its way: wait for the queue.
      show(card ? { kind: 'card', card, offline: false } : upcoming.length ? { kind: 'syncing' } : { kind: 'empty' });
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ApiError && error.isNetworkError) {
        const card = nextFeedCard(await bufferedCards(userId), queued);
        show(card ? { kind: 'card', card, offline: true } : { kind: 'offline' });
      } else {
        show({ kind: 'error' });
      }
    }
  }, [userId, langUiName, beginLoad]);

  useEffect(() => {
    // Loading the first card is the effect's job: it synchronises the feed with the server.
    void load();
  }, [load]);

  // Back online: a feed waiting for the network or for the queue tries again.
  useReloadWhenOnline(state.kind === 'offline' || state.kind === 'syncing', load);

  // Back online with a card from the device: it stays (the member may be answering it), without the offline notice.
  const offlineCard = state.kind === 'card' && state.offline;
  useEffect(() => {
    if (!offlineCard) return;
    const online = () => setState((current) => (current.kind === 'card' ? { ...current, offline: false } : current));
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [offlineCard]);

  /** The shown card was answered: the feed does not offer it again, online or offline. */
  const answered = useCallback((cardId: number) => (userId === null ? Promise.resolve() : forgetBufferedCard(userId, cardId)), [userId]);

  return { state, load, answered };
}
