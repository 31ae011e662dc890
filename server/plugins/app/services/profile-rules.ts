/** Pure rules of the profile update (POST user/{id}). */

export const MIN_AGE = 14;
export const MAX_AGE = 120;

/** Whole years from a 'YYYY-MM-DD' birthdate to `now` (UTC), or undefined when it is no real date. */
export function ageOn(birthdate: string, now: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2023-02-30 rolls over into March: not a real date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  let age = now.getUTCFullYear() - year;
  const beforeBirthday = now.getUTCMonth() < month - 1 || (now.getUTCMonth() === month - 1 && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Why a birthdate is refused, or undefined when it is a real past date of someone aged 14 to 120. */
export function birthdateProblem(birthdate: string, now = new Date()): string | undefined {
  const age = ageOn(birthdate, now);
  if (age === undefined) return 'The birthdate is not a real date.';
  if (age < 0) return 'The birthdate is in the future.';
  if (age < MIN_AGE) return `You must be at least ${MIN_AGE} years old.`;
  if (age > MAX_AGE) return 'The birthdate is too far in the past.';
  return undefined;
}

/** Trimmed text, with blank meaning "none". */
export const blankToNull = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};
