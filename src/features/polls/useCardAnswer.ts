import { startTransition, useCallback, useEffect, useOptimistic, useRef, useState } from 'react';
import { answerQueue } from '../../stores/answerQueue';
import { fetchStats, type QuestionCard, type Stats } from './api';
import { cachedStats, rememberStats } from '../../offline/cardCache';
import { useAnswerStatus } from './useAnswerStatus';

export interface CardAnswer {
  /** null while the answer is shown ahead of the queue (optimistically), before it has its id. */
  answerId: string | null;
  values: number[];
}

/**
 * Answering a card through the queue, then loading its results: the member's choice shows at once
 * (an optimistic answer, before the queue has stored it and the server has it); online, the results
 * are loaded once the queue has sent it, offline the last known results (if any) are shown, and
 * fresh ones once the answer is acknowledged. An answer the server refuses goes back to the question
 * (the queue tells the member why), as does one the device could not store.
 */
export function useCardAnswer(viaWidget: boolean) {
  const [answer, setAnswer] = useState<CardAnswer | null>(null);
  const [shown, show] = useOptimistic(answer);
  const [stats, setStats] = useState<Stats | null | undefined>(undefined);
  const shownQuestion = useRef<number | null>(null);

  const loadResults = useCallback(async (questionId: number) => {
    shownQuestion.current = questionId;
    try {
      const fresh = await fetchStats(questionId);
      void rememberStats(fresh);
      setStats(fresh);
    } catch {
      setStats((await cachedStats(questionId)) ?? null);
    }
  }, []);

  const submitting = useRef(false);
  const submit = useCallback((card: QuestionCard, values: number[]) => {
    // One answer per card: a second press while the first is being queued is ignored.
    if (submitting.current) return;
    submitting.current = true;
    setStats(undefined);
    // One action from the press to the server's verdict: until it ends, the optimistic answer shows.
    startTransition(async () => {
      show({ answerId: null, values });
      try {
        const item = await answerQueue.enqueue({ questionId: card.id, choiceValues: values, viaWidget });
        startTransition(() => show({ answerId: item.answerId, values }));
        if (navigator.onLine) await answerQueue.flush();
        if (answerQueue.store.getState().rejected[item.answerId] !== undefined) return;
        startTransition(() => setAnswer({ answerId: item.answerId, values }));
      } catch (error) {
        console.error('The answer could not be queued', error);
        return;
      } finally {
        submitting.current = false;
      }
      await loadResults(card.id);
    });
  }, [viaWidget, loadResults, show]);

  // An answer given offline and acknowledged later: its results can now be loaded.
  const status = useAnswerStatus(answer?.answerId ?? null);
  useEffect(() => {
    if (status.kind === 'saved' && stats === null && shownQuestion.current !== null) void loadResults(shownQuestion.current);
  }, [status.kind, stats, loadResults]);

  const reset = useCallback(() => {
    shownQuestion.current = null;
    setAnswer(null);
    setStats(undefined);
  }, []);

  return { answer: shown, stats, submit, reset, loadResults, setAnswer };
}
