import { backoffDelay } from '../../lib/backoff';

/** What GET user/email/isValid/{email} tells the registration form. */
export type EmailCheckResult = 'free' | 'taken' | 'invalid';

/** The check's state for the address in the field: 'idle' until it is well-formed. */
export type EmailCheck = EmailCheckResult | 'idle' | 'checking' | 'failed';

/** Pause after the last keystroke before the address is checked. */
export const EMAIL_CHECK_DELAY_MS = 400;

/** A member typing waits no longer than this for a check that could not be made to be tried again. */
const RETRY_MAX_MS = 30_000;

/**
 * The check's answer for the form: a member's address is taken; a guest's (made from a device's
 * fingerprint, never one a person can register) is refused like a malformed one.
 */
export function emailCheckResult(answer: { valid: boolean; exists: boolean; isGuest: boolean }): EmailCheckResult {
  if (!answer.valid || answer.isGuest) return 'invalid';
  return answer.exists ? 'taken' : 'free';
}

/**
 * When a check that could not be made (a dropped connection, a busy server) is tried again: 2 s after
 * the first failure, doubling, never more than 30 s apart, so a member on a flaky network gets the
 * answer without retyping the address.
 */
export function emailCheckRetryDelayMs(failures: number): number {
  return backoffDelay(failures, 0, { max: RETRY_MAX_MS });
}

/**
 * The e-mail field's message key: taken (by the check, or by the server's refusal of the last
 * registration sent with this very address), refused by the check, else the form's own rule.
 */
export function emailErrorKey(check: EmailCheck, address: string, takenAtSubmit: string | undefined, formError: string | undefined): string | undefined {
  if (check === 'taken' || (takenAtSubmit !== undefined && takenAtSubmit === address)) return 'auth.emailCheck.taken';
  if (check === 'invalid') return 'auth.validation.email';
  return formError;
}
