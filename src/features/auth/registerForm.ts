import type { Static } from 'typebox';
import { ErrorCode } from '@contract/rules/error-codes';
import { ApiError } from '../../api/client';
import type { RegisterBodySchema } from '@contract/schemas/routes';
import { nameFieldErrors } from '../../lib/nameFieldError';
import type { RegistrationExtras } from './registrationExtras';
import { hasConsent, isValidEmail, newPasswordErrorKey, passwordsMatch } from './validation';

export interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  repeat: string;
  agreeTerms: boolean;
  agreeProcessing: boolean;
}

export type RegisterField = keyof RegisterForm;

/**
 * The field a refusal of the server names, where it names one (an address kept for guests or phone
 * sign-in passes the form's own rule, which cannot know them): its message goes beside that field,
 * which takes the focus, rather than into a toast. Either name may be the one refused: no field then.
 */
export function registerFieldOfRefusal(error: unknown): RegisterField | undefined {
  if (!(error instanceof ApiError)) return undefined;
  switch (error.code) {
    case ErrorCode.invalidEmail: return 'email';
    case ErrorCode.invalidPassword: return 'password';
    case ErrorCode.consentMissing: return 'agreeTerms';
    default: return undefined;
  }
}

/** The registration form's rules: the i18n key of each field's problem (none when valid). */
export function registerFormErrors(form: RegisterForm, minPassword: number): Partial<Record<RegisterField, string>> {
  const errors: Partial<Record<RegisterField, string>> = nameFieldErrors(form);
  if (!isValidEmail(form.email.trim())) errors.email = 'auth.validation.email';
  const password = newPasswordErrorKey(form.password, minPassword);
  if (password) errors.password = password;
  if (!passwordsMatch(form.password, form.repeat)) errors.repeat = 'auth.validation.repeat';
  if (!hasConsent(form.agreeTerms, form.agreeProcessing)) {
    if (!form.agreeTerms) errors.agreeTerms = 'auth.validation.consent';
    if (!form.agreeProcessing) errors.agreeProcessing = 'auth.validation.consent';
  }
  return errors;
}

/**
 * The registration payload (e-mail): the form's names, address, password and consents, the
 * extras, no Aitu token, no forecaster, and the address, birthdate and mobile fields blank (the form
 * does not ask for them).
 */
export function emailRegistrationBody(form: RegisterForm, extras: RegistrationExtras): Static<typeof RegisterBodySchema> {
  return {
    user_surname: form.firstName.trim(),
    user_lastname: form.lastName.trim(),
    user_email: form.email.trim(),
    user_password: form.password,
    user_recommended_by: extras.recommendedBy,
    user_erg_employee: extras.ergEmployee,
    user_agrees_contact: form.agreeProcessing,
    agreeTerms: form.agreeTerms,
    agreeProcessing: form.agreeProcessing,
    aituAccessToken: null,
    user_language_string: extras.language,
    makeForecaster: false,
    user_address: '',
    user_birthdate: '',
    user_mobile: '',
  };
}
