import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { loadFailure, type LoadFailure } from '../../api/loadFailure';
import { ErrorCode } from '@contract/rules/error-codes';
import { useLatestRun } from '../../lib/useLatestRun';
import { useReloadWhenOnline } from '../../lib/useReloadWhenOnline';
import { answerQueue } from '../../stores/answerQueue';
import { fetchCard, fetchSelectedValues, type QuestionCard } from './api';
import { cachedCard, rememberCard } from '../../offline/cardCache';
import type { CardAnswer } from './useCardAnswer';

/** Why no card was given: a load's failure, or a members' question a visitor or a guest asked for. */
export type CardFailure = LoadFailure | 'membersOnly';

const cardFailure = (error: unknown): CardFailure => (error instanceof ApiError && error.code === ErrorCode.guestNotAllowed ? 'membersOnly' : loadFailure(error));

export type SingleCardState =
  | { kind: 'loading' }
  /**
   * The card, and the answer already given to it on this device or on the server (null when unanswered);
   * why the server gave none, when it did not (offline: it could not be reached; the device's copy may show).
   */
  | { kind: 'ready'; card: QuestionCard | null; previous: CardAnswer | null; failure?: CardFailure };

/** One card by id: from the server, else from the cards this device has seen (offline), with the user's earlier answer if any (none for a visitor). */
export function useSingleCard(id: number | null, userId: number | null) {
  const [state, setState] = useState<SingleCardState>({ kind: 'loading' });

  const beginLoad = useLatestRun();

  const load = useCallback(async () => {
    if (id === null) return;
    // Only the latest load shows what it found (StrictMode runs the effect twice; the id may change).
    const signal = beginLoad();
    const show = (next: SingleCardState) => !signal.aborted && setState(next);
    let failure: CardFailure | undefined;
    const fetched = await fetchCard(id).catch((error: unknown) => void (failure = cardFailure(error)));
    // Kept, so the card opens again offline (a shared card too, which the feed never keeps).
    if (fetched) void rememberCard(fetched);
    const card = fetched ?? (await cachedCard(id)) ?? null;
    // A visitor (public card) has answered nothing yet: the card alone.
    if (userId === null || !card) {
      show({ kind: 'ready', card, previous: null, failure });
      return;
    }
    await answerQueue.reload();
    const queued = Object.values(answerQueue.store.getState().items).find((item) => item.userId === userId && item.questionId === id);
    if (queued) {
      show({ kind: 'ready', card, previous: { answerId: queued.answerId, values: queued.choiceValues } });
      return;
    }
    const values = await fetchSelectedValues(id).catch((): number[] => []);
    show({ kind: 'ready', card, previous: values.length ? { answerId: '', values } : null });
  }, [id, userId, beginLoad]);

  useEffect(() => {
    void load();
  }, [load]);
  useReloadWhenOnline(state.kind === 'ready' && state.failure === 'offline', load);
  // The member's Try again: shown as loading until the new answer arrives.
  const retry = () => {
    setState({ kind: 'loading' });
    void load();
  };

  return { state, retry };
}
