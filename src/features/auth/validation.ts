/** Spec section 5: the sign-in and registration rules (shared with the server through the contract). */
export {
  consentGiven as hasConsent,
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidPhone,
  MIN_PASSWORD_LENGTH,
  passwordsMatch,
} from '@contract/rules/validation';

export interface LoginErrorCodes {
  userNotActive: number;
  userNonExistent: number;
  wrongPassword: number;
  userLocked: number;
}

/** Section 8: the i18n key of a login error code (the codes come from the site configuration). */
export function loginErrorKey(code: number, codes: LoginErrorCodes): string {
  if (code === codes.userNotActive) return 'auth.errors.userNotActive';
  if (code === codes.userNonExistent) return 'auth.errors.userNonExistent';
  if (code === codes.wrongPassword) return 'auth.errors.wrongPassword';
  if (code === codes.userLocked) return 'auth.errors.userLocked';
  return 'auth.errors.loginFailed';
}

/** `utm_source=erg` flags the registration as an ERG employee's. */
export function isErgEmployee(search: string): boolean {
  return new URLSearchParams(search).get('utm_source') === 'erg';
}
