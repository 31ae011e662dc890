import type { UserDetails } from '@contract/schemas/entities';

type ProfileFields = Pick<UserDetails, 'user_lastname' | 'user_surname' | 'user_birthdate' | 'user_sex' | 'city'>;

const present = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

/** A profile is complete only with last name, first name, birthdate and sex, and a non-empty city list. */
export function isProfileComplete(details: ProfileFields): boolean {
  return (
    present(details.user_lastname) &&
    present(details.user_surname) &&
    present(details.user_birthdate) &&
    present(details.user_sex) &&
    Array.isArray(details.city) &&
    details.city.length > 0
  );
}
