import { startTransition, useCallback, useEffect, useOptimistic, useRef, useState, type SetStateAction } from 'react';
import { loadFailure, type LoadFailure } from '../../api/loadFailure';
import { answerQueue } from '../../stores/answerQueue';
import { fetchStats, type QuestionCard, type Stats } from './api';
import { cachedStats, rememberStats } from '../../offline/cardCache';
import { useAnswerStatus } from './useAnswerStatus';

export interface CardAnswer {
  /** null while the answer is shown ahead of the queue (optimistically), before it has its id. */
  answerId: string | null;
  values: number[];
}

/** An answer with the round of cards it was given in: after `reset` (the next card), older rounds' answers are not shown. */
interface RoundAnswer extends CardAnswer {
  round: number;
}

/**
 * Answering a card through the queue, then loading its results: the member's choice shows at once
 * (an optimistic answer, before the queue has stored it and the server has it); online, the results
 * are loaded once the queue has sent it, offline the last known results (if any) are shown, and
 * fresh ones once the answer is acknowledged. An answer the server refuses for good (the question
 * closed, or answered elsewhere) is given to `onRefused`, for the screen to move on from a question it
 * can no longer take (the queue tells the member why); one the device could not store goes back to
 * the question.
 */
export function useCardAnswer(viaWidget: boolean, onRefused?: () => void) {
  const refused = useRef(onRefused);
  useEffect(() => {
    refused.current = onRefused;
  });
  const [answer, setRoundAnswer] = useState<RoundAnswer | null>(null);
  const [shown, show] = useOptimistic(answer);
  /** undefined while loading; why not, when they could not be loaded. */
  const [stats, setStats] = useState<Stats | LoadFailure | undefined>(undefined);
  const shownQuestion = useRef<number | null>(null);
  /** The results shown are the copy kept on the device (the server could not be reached), older than the answer. */
  const statsFromCache = useRef(false);
  // A card's answer may still be on its way (a slow network) when the member moves on: what it
  // brings back later belongs to its own round, never to the card shown by then.
  const [round, setRound] = useState(0);
  const latestRound = useRef(0);

  const loadResults = useCallback(async (questionId: number) => {
    shownQuestion.current = questionId;
    let found: Stats | LoadFailure;
    let fromCache = false;
    try {
      found = await fetchStats(questionId);
      void rememberStats(found);
    } catch (error) {
      const kept = await cachedStats(questionId);
      fromCache = kept !== undefined;
      found = kept ?? loadFailure(error);
    }
    if (shownQuestion.current !== questionId) return;
    statsFromCache.current = fromCache;
    setStats(found);
  }, []);

  const submitting = useRef(false);
  const submit = useCallback((card: QuestionCard, values: number[]) => {
    // One answer per card: a second press while the first is being queued is ignored.
    if (submitting.current) return;
    submitting.current = true;
    const mine = latestRound.current;
    const stillShown = () => latestRound.current === mine;
    setStats(undefined);
    // One action from the press to the server's verdict: until it ends, the optimistic answer shows.
    startTransition(async () => {
      show({ answerId: null, values, round: mine });
      try {
        const item = await answerQueue.enqueue({ questionId: card.id, choiceValues: values, viaWidget });
        startTransition(() => show({ answerId: item.answerId, values, round: mine }));
        if (navigator.onLine) await answerQueue.flush();
        if (!stillShown()) return;
        if (answerQueue.store.getState().rejected[item.answerId] !== undefined) {
          refused.current?.();
          return;
        }
        startTransition(() => setRoundAnswer({ answerId: item.answerId, values, round: mine }));
      } catch (error) {
        console.error('The answer could not be queued', error);
        return;
      } finally {
        if (stillShown()) submitting.current = false;
      }
      await loadResults(card.id);
    });
  }, [viaWidget, loadResults, show]);

  /** Sets the shown card's answer (one read back from the server), in the current round. */
  const setAnswer = useCallback((update: SetStateAction<CardAnswer | null>) => {
    setRoundAnswer((current) => {
      const next = typeof update === 'function' ? update(current) : update;
      return next && { ...next, round: latestRound.current };
    });
  }, []);

  // An answer given offline and acknowledged later: its results (none, or the device's older copy, which
  // lacks this answer) can now be loaded from the server.
  // Once per answer: a load failing again would otherwise show a new copy, and load again, forever.
  const answerId = answer?.answerId ?? null;
  const status = useAnswerStatus(answerId);
  const reloadedFor = useRef<string | null>(null);
  useEffect(() => {
    const outdated = typeof stats === 'string' || (stats !== undefined && statsFromCache.current);
    if (status.kind !== 'saved' || !outdated || shownQuestion.current === null || reloadedFor.current === answerId) return;
    reloadedFor.current = answerId;
    void loadResults(shownQuestion.current);
  }, [status.kind, stats, answerId, loadResults]);
  // Refused once sent (answered elsewhere, or closed, meanwhile): the screen moves on, as when refused at once.
  useEffect(() => {
    if (status.kind === 'rejected') refused.current?.();
  }, [status.kind]);

  const reset = useCallback(() => {
    latestRound.current += 1;
    setRound(latestRound.current);
    submitting.current = false;
    shownQuestion.current = null;
    statsFromCache.current = false;
    setRoundAnswer(null);
    setStats(undefined);
  }, []);

  return { answer: shown?.round === round ? shown : null, stats, submit, reset, loadResults, setAnswer };
}
