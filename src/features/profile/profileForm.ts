import type { UserDetails } from '@contract/schemas/entities';
import { birthdateIssue } from '@contract/rules/birthdate';
import { isValidProfilePhone } from '@contract/rules/validation';
import type { CallInput } from '../../api/client';
import { nameFieldErrors } from '../../lib/nameFieldError';
import { toDisplayDate, toStoredDate } from './buddhistYear';

type UserUpdateBody = CallInput<'updateUser'>['body'];

/** The profile form as the member edits it: text as typed, the birthdate as shown (with the year offset). */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  birthdate: string;
  sex: '' | 'F' | 'M';
  countyId: number | null;
  cityId: number | null;
  phone: string;
  agreesContact: boolean;
}

export type ProfileField = Exclude<keyof ProfileForm, 'agreesContact'>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** The form filled from the member's details (`user_surname` is the first name). */
export function profileFormFrom(details: UserDetails, yearOffset: number): ProfileForm {
  const city = details.city[0];
  return {
    firstName: details.user_surname,
    lastName: details.user_lastname,
    birthdate: toDisplayDate(details.user_birthdate, yearOffset),
    sex: details.user_sex ?? '',
    countyId: city?.countyId ?? null,
    cityId: city?.id ?? null,
    phone: details.user.user_phone ?? '',
    agreesContact: details.user.user_agrees_contact,
  };
}

const BIRTHDATE_KEYS = {
  invalid: 'profile.validation.birthdate',
  future: 'profile.validation.birthdateFuture',
  tooYoung: 'profile.validation.birthdateYoung',
  tooOld: 'profile.validation.birthdateOld',
} as const;

/**
 * The profile form's rules: names without the forbidden characters, the phone by the
 * configured patterns (optional); birthdate, sex and city are required, since a profile is complete
 * only with them. The i18n key of each field's problem; none when valid.
 */
export function profileFormErrors(form: ProfileForm, options: { phonePatterns: readonly string[]; yearOffset: number; keptPhone?: string | null; now?: Date }): ProfileErrors {
  const errors: ProfileErrors = nameFieldErrors(form);
  if (form.birthdate.trim() === '') errors.birthdate = 'profile.validation.required';
  else {
    const stored = toStoredDate(form.birthdate, options.yearOffset);
    const issue = stored === null ? 'invalid' : birthdateIssue(stored, options.now);
    if (issue) errors.birthdate = BIRTHDATE_KEYS[issue];
  }
  if (form.sex === '') errors.sex = 'profile.validation.required';
  if (form.countyId === null) errors.countyId = 'profile.validation.required';
  else if (form.cityId === null) errors.cityId = 'profile.validation.required';
  if (form.phone.trim() !== '' && !isValidProfilePhone(form.phone.trim(), options.phonePatterns, options.keptPhone)) errors.phone = 'auth.validation.phone';
  return errors;
}

/** The update payload of a valid form (POST user/{id}): trimmed names, the Gregorian birthdate, no phone as null. */
export function profileUpdateBody(form: ProfileForm, userId: number, yearOffset: number): UserUpdateBody {
  const phone = form.phone.trim();
  return {
    user_id: userId,
    user_surname: form.firstName.trim(),
    user_lastname: form.lastName.trim(),
    user_birthdate: toStoredDate(form.birthdate, yearOffset),
    user_sex: form.sex === '' ? null : form.sex,
    city_id: form.cityId,
    user_phone: phone === '' ? null : phone,
    user_agrees_contact: form.agreesContact,
  };
}
