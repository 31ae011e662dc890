/**
 * Pure rules of the survey runner: which answers are known (the server's and the device's queued
 * ones), where a member resumes, how far along they are, and what a finished run's outcome is.
 */

export interface GivenAnswer {
  questionId: number;
  choiceValues: number[];
}

/**
 * The answers known for a quest's questions, by question id: the server's, then those still
 * waiting in the device's queue (an answer the server already holds wins over a queued one).
 */
export function knownAnswers(questionIds: readonly number[], server: readonly GivenAnswer[], queued: readonly GivenAnswer[]): Map<number, number[]> {
  const inQuest = new Set(questionIds);
  const known = new Map<number, number[]>();
  for (const answer of [...server, ...queued]) {
    if (inQuest.has(answer.questionId) && !known.has(answer.questionId)) known.set(answer.questionId, answer.choiceValues);
  }
  return known;
}

/** The index of the first question without an answer; the question count when all are answered. */
export function firstUnanswered(questionIds: readonly number[], answered: ReadonlyMap<number, unknown>): number {
  const index = questionIds.findIndex((id) => !answered.has(id));
  return index === -1 ? questionIds.length : index;
}

/**
 * Where the member resumes: the saved position when it is one they may be on (an answered question
 * they went back to, or the first unanswered one), else the first unanswered question.
 */
export function resumeIndex(questionIds: readonly number[], answered: ReadonlyMap<number, unknown>, saved: number | null | undefined): number {
  const limit = firstUnanswered(questionIds, answered);
  return typeof saved === 'number' && Number.isInteger(saved) && saved >= 0 && saved <= limit ? saved : limit;
}

export interface Progress {
  answered: number;
  total: number;
  /** Whole percent, 0 to 100. */
  percent: number;
}

export function progressOf(total: number, answered: number): Progress {
  const safeTotal = Math.max(0, Math.floor(total));
  const done = Math.min(Math.max(0, Math.floor(answered)), safeTotal);
  return { answered: done, total: safeTotal, percent: safeTotal === 0 ? 0 : Math.round((done / safeTotal) * 100) };
}

/** Back goes to the previous question; next only over answered ones, up to the first unanswered. */
export const canGoBack = (index: number): boolean => index > 0;
export const canGoNext = (index: number, firstUnansweredIndex: number): boolean => index < firstUnansweredIndex;

export type FinishedStatus = 'completed' | 'speedster' | 'screenout';

export interface RunOutcome {
  status: FinishedStatus;
  /** quest_points on completion, the consolation points on a screen-out, 0 for a speedster. */
  points: number;
}

const isFinished = (status: string | undefined): status is FinishedStatus => status === 'completed' || status === 'speedster' || status === 'screenout';

/** The outcome among the server's acknowledgements of a run's answers (the answer that finished it). */
export function outcomeFromAcknowledgements(acks: readonly { questStatus?: string; questPointsCredited?: number }[]): RunOutcome | null {
  const finishing = acks.find((ack) => isFinished(ack.questStatus));
  return finishing ? { status: finishing.questStatus as FinishedStatus, points: finishing.questPointsCredited ?? 0 } : null;
}

/** The outcome of a quest the member already finished (GET quest/{id}), else null. */
export function outcomeFromQuest(quest: { status: string; pointsAwarded: number }): RunOutcome | null {
  return isFinished(quest.status) ? { status: quest.status, points: quest.pointsAwarded } : null;
}

/**
 * Profile blocking in the survey runner (outside /app, where push links land): with it on and the
 * member's profile incomplete, only the profile surveys About you leads to are taken; another goes to
 * /app/profile, as /app/surveys does. 'wait' while the details on hand are a stored copy, or none yet.
 */
export function runnerProfileBlock(questType: string, blockingProfile: boolean, profileComplete: boolean | null, detailsCurrent: boolean): 'open' | 'wait' | 'blocked' {
  if (!blockingProfile || questType === 'profile' || profileComplete === true) return 'open';
  return profileComplete === false && detailsCurrent ? 'blocked' : 'wait';
}
