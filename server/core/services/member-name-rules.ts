import { firstCharacter } from '@contract/rules/text-cut';

/**
 * A member as other members see them (an invited friend, a raffle winner): the first name and the
 * last name's initial, "Dana S.". Either may be missing (a phone or social sign-up can leave both
 * empty), so the name may be empty; the initial is a whole character, never half of an emoji or a
 * letter without its accent.
 */
export function shortMemberName(firstName: string, lastName: string): string {
  const initial = firstCharacter(lastName.trim());
  return [firstName.trim(), initial && `${initial}.`].filter(Boolean).join(' ');
}
