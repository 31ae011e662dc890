import { useCallback, useEffect, useRef, useState } from 'react';
import { answerQueue } from '../../stores/answerQueue';
import { fetchStats, type QuestionCard, type Stats } from './api';
import { cachedStats, rememberStats } from './cardCache';
import { useAnswerStatus } from './useAnswerStatus';

export interface CardAnswer {
  answerId: string;
  values: number[];
}

/**
 * Answering a card through the queue, then loading its results: the answer is queued (and shown
 * as pending) at once; online, the results are loaded once the queue has sent it, offline the
 * last known results (if any) are shown, and fresh ones once the answer is acknowledged.
 */
export function useCardAnswer(viaWidget: boolean) {
  const [answer, setAnswer] = useState<CardAnswer | null>(null);
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
  const submit = useCallback(async (card: QuestionCard, values: number[]) => {
    // One answer per card: a second press while the first is being queued is ignored.
    if (submitting.current) return;
    submitting.current = true;
    setStats(undefined);
    try {
      const item = await answerQueue.enqueue({ questionId: card.id, choiceValues: values, viaWidget });
      setAnswer({ answerId: item.answerId, values });
      if (navigator.onLine) await answerQueue.flush();
    } finally {
      submitting.current = false;
    }
    await loadResults(card.id);
  }, [viaWidget, loadResults]);

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

  return { answer, stats, submit, reset, loadResults, setAnswer };
}
