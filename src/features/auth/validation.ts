/** The sign-in and registration rules (shared with the server through the contract). */
import { MAX_EMAIL_LENGTH, isPasswordTooLong, isValidEmail, isValidPassword } from '@contract/rules/validation';
import { ApiError } from '../../api/client';

export {
  consentGiven as hasConsent,
  MAX_EMAIL_LENGTH,
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidPhone,
  MIN_PASSWORD_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  passwordsMatch,
} from '@contract/rules/validation';

/** The address /registerSuccess?email= may echo: only one that is an e-mail address, never any other text from the link. */
export function registeredAddressToShow(emailParam: string | null): string | null {
  if (emailParam === null || emailParam.length > MAX_EMAIL_LENGTH || !isValidEmail(emailParam)) return null;
  return emailParam;
}

export interface LoginErrorCodes {
  userNotActive: number;
  userNonExistent: number;
  wrongPassword: number;
  userLocked: number;
}

/** The i18n key of a login error code (the codes come from the site configuration). */
export function loginErrorKey(code: number, codes: LoginErrorCodes): string {
  if (code === codes.userNotActive) return 'auth.errors.userNotActive';
  if (code === codes.userNonExistent) return 'auth.errors.userNonExistent';
  if (code === codes.wrongPassword) return 'auth.errors.wrongPassword';
  if (code === codes.userLocked) return 'auth.errors.userLocked';
  return 'auth.errors.loginFailed';
}

/** A new password's problem as an i18n key (with `min` and `max`), or undefined when it is fine. */
export function newPasswordErrorKey(password: string, minLength: number): string | undefined {
  if (isPasswordTooLong(password)) return 'auth.validation.passwordTooLong';
  return isValidPassword(password, minLength) ? undefined : 'auth.validation.password';
}

/** A failed login call's message: "no connection" only when the server could not be reached. */
export function loginFailureKey(error: unknown, codes: LoginErrorCodes): string {
  if (!(error instanceof ApiError)) return 'errors.generic';
  return error.isNetworkError ? 'errors.offline' : loginErrorKey(error.code, codes);
}
