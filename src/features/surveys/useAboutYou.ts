import { useCallback, useEffect, useState } from 'react';
import { ApiError, type CallOutput } from '../../api/client';
import { useLatestRun } from '../../lib/useLatestRun';
import { useReloadWhenOnline } from '../../lib/useReloadWhenOnline';
import { retryWhileBusy } from '../../lib/busyRetry';
import type { QuestionCard } from '@contract/schemas/entities';
import { fetchActiveQuests, fetchChoiceShares, fetchFinishedQuests, fetchQuest, fetchQuestAnswers, type ActiveQuest } from './api';

export interface ProfileAnswer {
  question: QuestionCard;
  values: number[];
  /** How the panel answered; null when it could not be loaded. */
  shares: CallOutput<'getStats'> | null;
}

export interface ProfileSection {
  questId: number;
  title: string;
  answers: ProfileAnswer[];
}

export type AboutYouState =
  | { kind: 'loading' }
  /** `offline`: no connection (loaded again when the browser is back online), else the server failed. */
  | { kind: 'failed'; offline: boolean }
  | { kind: 'ready'; sections: ProfileSection[]; open: ActiveQuest[] };

/** One profile survey's questions the member answered, each with how the panel answered it. */
async function sectionOf(questId: number): Promise<ProfileSection> {
  const [quest, given] = await Promise.all([fetchQuest(questId), fetchQuestAnswers(questId)]);
  const valuesOf = new Map(given.map((answer) => [answer.questionId, answer.choiceValues]));
  const answered = quest.questions.filter((question) => valuesOf.has(question.id));
  const answers = await Promise.all(answered.map(async (question) => ({
    question,
    values: valuesOf.get(question.id) ?? [],
    shares: await fetchChoiceShares(question.id).catch(() => null),
  })));
  return { questId, title: quest.quest_title, answers };
}

/** The member's profile surveys: those with answers, as sections, and those still open. */
async function aboutYouOf(userId: number, locale: string): Promise<AboutYouState> {
  const [finished, active] = await Promise.all([
    fetchFinishedQuests(userId, locale),
    fetchActiveQuests(userId),
  ]);
  const profile = (list: ActiveQuest[]) => list.filter((quest) => quest.quest_type === 'profile');
  const withAnswers = [...profile(finished), ...profile(active).filter((quest) => quest.status === 'started')];
  const sections = (await Promise.all(withAnswers.map((quest) => sectionOf(quest.quest_id)))).filter((section) => section.answers.length > 0);
  return { kind: 'ready', sections, open: profile(active) };
}

/**
 * /app/aboutYou: the member's answers to profile surveys (finished, then in progress) and the
 * profile surveys still open to them.
 */
export function useAboutYou(userId: number | null, locale: string) {
  const [state, setState] = useState<AboutYouState>({ kind: 'loading' });

  const beginLoad = useLatestRun();

  const load = useCallback(async () => {
    if (userId === null) return;
    // Only the latest load is shown (StrictMode runs the effect twice; a retry may overtake it).
    const signal = beginLoad();
    const show = (next: AboutYouState) => !signal.aborted && setState(next);
    show({ kind: 'loading' });
    try {
      show(await retryWhileBusy(() => aboutYouOf(userId, locale), signal));
    } catch (error) {
      show({ kind: 'failed', offline: error instanceof ApiError && error.isNetworkError });
    }
  }, [userId, locale, beginLoad]);

  useEffect(() => {
    void load();
  }, [load]);

  useReloadWhenOnline(state.kind === 'failed' && state.offline, load);

  return { state, retry: () => void load() };
}
