/** The birthdate rule of a profile, shared by the server (POST user/{id}) and the app's profile form (pure, no imports). */

/** Members register as over 18 (the terms they agree to): a younger birthdate contradicts that. */
export const MIN_AGE = 18;
export const MAX_AGE = 120;

/** Whole years from a 'YYYY-MM-DD' birthdate to `now` (UTC), or undefined when it is no real date. */
export function ageOn(birthdate: string, now: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  // Set apart: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(year, month - 1, day);
  // 2023-02-30 rolls over into March: not a real date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  let age = now.getUTCFullYear() - year;
  const beforeBirthday = now.getUTCMonth() < month - 1 || (now.getUTCMonth() === month - 1 && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export type BirthdateIssue = 'invalid' | 'future' | 'tooYoung' | 'tooOld';

/** Why a birthdate is refused, or undefined for a real past date of someone aged MIN_AGE to MAX_AGE. */
export function birthdateIssue(birthdate: string, now = new Date()): BirthdateIssue | undefined {
  const age = ageOn(birthdate, now);
  if (age === undefined) return 'invalid';
  if (age < 0) return 'future';
  if (age < MIN_AGE) return 'tooYoung';
  if (age > MAX_AGE) return 'tooOld';
  return undefined;
}
