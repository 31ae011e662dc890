import { nameFieldErrors } from '../../lib/nameFieldError';
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

/** Section 5 on the registration form: the i18n key of each field's problem (none when valid). */
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
