/** What GET user/email/isValid/{email} tells the registration form (spec 5). */
export type EmailCheckResult = 'free' | 'taken' | 'invalid';

/** Pause after the last keystroke before the address is checked. */
export const EMAIL_CHECK_DELAY_MS = 400;

/**
 * The check's answer for the form: a member's address is taken; a guest's (made from a device's
 * fingerprint, never one a person can register) is refused like a malformed one.
 */
export function emailCheckResult(answer: { valid: boolean; exists: boolean; isGuest: boolean }): EmailCheckResult {
  if (!answer.valid || answer.isGuest) return 'invalid';
  return answer.exists ? 'taken' : 'free';
}
