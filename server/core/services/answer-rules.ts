/**
 * Pure checks of an answer's choice values against its question (unit-tested beside).
 * Returns an error message, or undefined when the values are acceptable.
 */
export function checkChoiceValues(values: readonly number[], allowed: readonly number[], multiple: boolean): string | undefined {
  if (values.length === 0) return 'Choose an answer.';
  if (new Set(values).size !== values.length) return 'A choice is repeated.';
  if (!multiple && values.length !== 1) return 'This question takes exactly one choice.';
  const unknown = values.find((value) => !allowed.includes(value));
  if (unknown !== undefined) return `Choice ${unknown} is not one of this question's choices.`;
  return undefined;
}

/** The oldest an answer the app kept while offline may say it is. */
export const MAX_OFFLINE_ANSWER_AGE_MS = 30 * 86_400_000;

/**
 * When an answer was given: the app's claim (it may have waited offline), kept within what can be
 * true: not after now, not before the question opened, and at most MAX_OFFLINE_ANSWER_AGE_MS old.
 * A claim outside is moved to the nearest bound rather than refused, so a queued answer still lands;
 * no claim, or one that is no time, is now.
 */
export function answerTime(claimed: string | undefined, now: number, questionStart: number): Date {
  const claimedAt = claimed === undefined ? Number.NaN : Date.parse(claimed);
  if (Number.isNaN(claimedAt)) return new Date(now);
  const earliest = Math.min(now, Math.max(questionStart, now - MAX_OFFLINE_ANSWER_AGE_MS));
  return new Date(Math.min(Math.max(claimedAt, earliest), now));
}

export const AGE_GROUPS = ['under 18', '18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;

/** The age group of a birthdate on a given day; 'unknown' without a birthdate. */
export function ageGroup(birthdate: string | null, today: Date): string {
  if (!birthdate) return 'unknown';
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1;
  if (age < 18) return 'under 18';
  if (age >= 65) return '65+';
  const bands: [number, string][] = [[25, '18-24'], [35, '25-34'], [45, '35-44'], [55, '45-54'], [65, '55-64']];
  return bands.find(([upper]) => age < upper)?.[1] ?? '65+';
}

/** The same choices, in whatever order they were sent: a repeat of an answer, not another one. */
export function sameChoices(stored: readonly number[], sent: readonly number[]): boolean {
  if (stored.length !== sent.length) return false;
  const sorted = [...sent].sort((a, b) => a - b);
  return [...stored].sort((a, b) => a - b).every((value, index) => value === sorted[index]);
}
