import { useCallback, useEffect, useMemo, useState } from 'react';
import { startAnswerQueue, useAnswerQueue } from '../../stores/answerQueue';
import { cachedCard } from '../../offline/cardCache';
import { fetchUserLog, type UserLogEntry } from './api';
import type { PendingAnswer } from './historyRules';
import { useRemote, type Remote } from '../../lib/useRemote';

/**
 * The member's log of the last `days` days, loaded again whenever the answer queue delivers an
 * answer (it then moves from pending to the server's log).
 */
export function useUserLog(days: number): Remote<UserLogEntry[]> {
  const delivered = useAnswerQueue((state) => Object.keys(state.acknowledged).length);
  const load = useCallback((signal: AbortSignal) => fetchUserLog(days, signal), [days]);
  return useRemote(load, String(days), delivered);
}

/** The member's answers still waiting in the device's queue, with their questions' text where the device has the card. */
export function usePendingAnswers(userId: number | null): PendingAnswer[] {
  useEffect(startAnswerQueue, []);
  const items = useAnswerQueue((state) => state.items);
  const mine = useMemo(() => Object.values(items).filter((item) => item.userId === userId && !item.viaWidget), [items, userId]);
  const [texts, setTexts] = useState<ReadonlyMap<number, string>>(new Map());

  useEffect(() => {
    let live = true;
    void Promise.all(mine.map(async (item) => [item.questionId, (await cachedCard(item.questionId))?.text] as const)).then((found) => {
      if (!live) return;
      setTexts(new Map(found.filter((pair): pair is readonly [number, string] => typeof pair[1] === 'string')));
    });
    return () => {
      live = false;
    };
  }, [mine]);

  return useMemo(
    () => mine.map((item) => ({ answerId: item.answerId, questionId: item.questionId, answeredAt: item.answeredAt, questionText: texts.get(item.questionId) ?? null })),
    [mine, texts],
  );
}
