import { call, type CallOutput } from '../../api/client';
import type { QuestionCard } from '@contract/schemas/entities';

export type Stats = CallOutput<'getStats'>;
export type Top10 = CallOutput<'getTop10'>;
export type { QuestionCard };

/** The member's next unanswered open poll, or null when none is left. */
export function fetchNextCard(userId: number, langUiName?: string, signal?: AbortSignal): Promise<QuestionCard | null> {
  return call('getNextQuestion', { params: { id: String(userId) }, querystring: { langUiName }, signal });
}

/** The member's next `count` unanswered open polls, in feed order (the device keeps them for the offline feed). */
export function fetchUpcomingCards(userId: number, count: number, langUiName?: string, signal?: AbortSignal): Promise<QuestionCard[]> {
  return call('getUpcomingQuestions', { params: { id: String(userId) }, querystring: { count: String(count), langUiName }, signal });
}

/** The ten polls most answered in the last 30 days, each with its results. */
export function fetchTop10(langUiName?: string): Promise<Top10> {
  return call('getTop10', { querystring: { langUiName } });
}

/** One card by id (card pages; guests get public cards only). */
export function fetchCard(id: number): Promise<QuestionCard> {
  return call('getCard', { params: { id: String(id) } });
}

/** The next unanswered question of a live survey (a quest), in the UI's language; null when the survey is done. */
export function fetchLiveSurveyCard(questId: number, langUiName?: string): Promise<QuestionCard | null> {
  return call('getNextQuestion', { params: { id: String(questId) }, querystring: { isLiveSurvey: 'true', langUiName } });
}

/** The full name of the member who proposed a published question (404 for any other question). */
export function fetchProposer(questionId: number, signal?: AbortSignal): Promise<{ name: string }> {
  return call('getProposer', { params: { id: String(questionId) }, signal });
}

/** A question's results, per choice, by age group and by gender. */
export function fetchStats(questionId: number): Promise<Stats> {
  return call('getStats', { params: { id: String(questionId) }, querystring: { withAgeGroup: 'true', withGender: 'true' } });
}

/** The choice values the signed-in user selected on a question (empty when unanswered). */
export function fetchSelectedValues(questionId: number): Promise<number[]> {
  return call('getWidgetAnswer', { params: { id: String(questionId) } });
}

/** The address of a choice's picture. */
export function choiceImageUrl(choiceId: number): string {
  return `/rest/widget/choice/${choiceId}/image`;
}

/** The share link of a card: the server redirects it to the public card page. */
export function shareCardUrl(origin: string, cardId: number): string {
  return `${origin}/rest/shareCard/${cardId}`;
}

/** A route id (`/app/cardPage/:id`) as a positive integer, or null (the server reads paths by the same rule). */
export { parseRecordId as parseId } from '@contract/rules/validation';
