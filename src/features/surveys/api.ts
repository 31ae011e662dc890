import { call } from '../../api/client';
import type { ActiveQuest, QuestDetails } from '@contract/schemas/entities';
import type { GivenAnswer } from './runRules';

export type { ActiveQuest, QuestDetails };

/** One quest for the runner: its questions in order, the points, the length and the member's status. */
export function fetchQuest(questId: number): Promise<QuestDetails> {
  return call('getQuest', { params: { id: String(questId) } });
}

/** The quests open to the member that they have not finished (new or started). */
export function fetchActiveQuests(userId: number): Promise<ActiveQuest[]> {
  return call('getActiveQuests', { params: { id: String(userId) } });
}

/** The member's answers in a quest that the server holds. */
export function fetchQuestAnswers(questId: number): Promise<GivenAnswer[]> {
  return call('getQuestAnswers', { params: { id: String(questId) } });
}

/** The quests the member finished (completed or flagged; screen-outs are hidden). */
export function fetchFinishedQuests(userId: number, locale: string): Promise<ActiveQuest[]> {
  return call('getLogDetails', { params: { id: String(userId), LOCALE: locale } });
}

/** How the panel answered a question: percentages per choice. */
export function fetchChoiceShares(questionId: number) {
  return call('getStats', { params: { id: String(questionId) }, querystring: { withAgeGroup: 'false', withGender: 'false' } });
}
