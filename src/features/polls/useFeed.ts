import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { answerQueue } from '../../stores/answerQueue';
import { fetchUpcomingCards, type QuestionCard } from './api';
import { bufferedCards, FEED_BUFFER_SIZE, forgetBufferedCard, keepUpcomingCards, warmChoiceImages } from './feedBuffer';
import { nextFeedCard } from './feedRules';
import { isAwaitingServer } from './queueRules';

export type FeedState =
  | { kind: 'loading' }
  | { kind: 'card'; card: QuestionCard; offline: boolean }
  | { kind: 'empty' }
  | { kind: 'offline' }
  | { kind: 'syncing' }
  | { kind: 'error' };

/** The questions whose answers are still on their way: the feed does not offer them again. */
function queuedQuestionIds(userId: number): Set<number> {
  return new Set(Object.values(answerQueue.store.getState().items)
    .filter((item) => item.userId === userId && isAwaitingServer(item))
    .map((item) => item.questionId));
}

/**
 * The feed: the member's next unanswered card. Online, the server's next few cards (the look-ahead,
 * kept on the device); offline, the kept cards, skipping those answered or queued meanwhile.
 */
export function useFeed(userId: number | null, langUiName: string | undefined) {
  const [state, setState] = useState<FeedState>({ kind: 'loading' });

  const load = useCallback(async () => {
    if (userId === null) return;
    setState({ kind: 'loading' });
    await answerQueue.reload();
    if (navigator.onLine) await answerQueue.flush();
    const queued = queuedQuestionIds(userId);
    try {
      const upcoming = await fetchUpcomingCards(userId, FEED_BUFFER_SIZE, langUiName);
      await keepUpcomingCards(userId, upcoming);
      void warmChoiceImages(upcoming);
      const card = nextFeedCard(upcoming, queued);
      // Every card the server offers is one whose answer is still on its way: wait for the queue.
      setState(card ? { kind: 'card', card, offline: false } : upcoming.length ? { kind: 'syncing' } : { kind: 'empty' });
    } catch (error) {
      if (error instanceof ApiError && error.isNetworkError) {
        const card = nextFeedCard(await bufferedCards(userId), queued);
        setState(card ? { kind: 'card', card, offline: true } : { kind: 'offline' });
      } else {
        setState({ kind: 'error' });
      }
    }
  }, [userId, langUiName]);

  useEffect(() => {
    // Loading the first card is the effect's job: it synchronises the feed with the server.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  // Back online: a feed waiting for the network or for the queue tries again.
  const waiting = state.kind === 'offline' || state.kind === 'syncing';
  useEffect(() => {
    if (!waiting) return;
    const retry = () => void load();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waiting, load]);

  /** The shown card was answered: the feed does not offer it again, online or offline. */
  const answered = useCallback((cardId: number) => (userId === null ? Promise.resolve() : forgetBufferedCard(userId, cardId)), [userId]);

  return { state, load, answered };
}
