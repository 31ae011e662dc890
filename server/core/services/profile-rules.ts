/** Pure rules of the profile update (POST user/{id}). */
import { birthdateIssue, MIN_AGE, type BirthdateIssue } from '@contract/rules/birthdate';
import { hasInvisibleCharacters } from '@contract/rules/validation';

export { ageOn, MAX_AGE, MIN_AGE } from '@contract/rules/birthdate';

const BIRTHDATE_MESSAGES: Record<BirthdateIssue, string> = {
  invalid: 'The birthdate is not a real date.',
  future: 'The birthdate is in the future.',
  tooYoung: `You must be at least ${MIN_AGE} years old.`,
  tooOld: 'The birthdate is too far in the past.',
};

/** Why a birthdate is refused, or undefined when it is a real past date of someone aged 14 to 120. */
export function birthdateProblem(birthdate: string, now: Date): string | undefined {
  const issue = birthdateIssue(birthdate, now);
  return issue && BIRTHDATE_MESSAGES[issue];
}

/** Trimmed text, with blank meaning "none". */
export const blankToNull = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Why an address is refused: control characters or text-direction marks, which would break or reverse it where it is shown. */
export const addressProblem = (address: string | null): string | undefined =>
  address !== null && hasInvisibleCharacters(address) ? 'The address contains characters that are not allowed (control characters or text-direction marks).' : undefined;
