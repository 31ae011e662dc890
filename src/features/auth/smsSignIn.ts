import { ErrorCode } from '@contract/rules/error-codes';
import { ApiError } from '../../api/client';
import { loginErrorKey, type LoginErrorCodes } from './validation';

/** Seconds before another sign-in code may be asked for (the server texts at most three per code lifetime). */
export const SMS_RESEND_WAIT_SECONDS = 60;

/** What the member types: the digits of the SMS code (the server's pattern: 4 to 8 digits). */
export const isSmsCodeFormat = (code: string): boolean => /^[0-9]{4,8}$/.test(code.trim());

/** Whole seconds left until `resendAt` (epoch ms), never below zero. */
export const secondsLeft = (resendAt: number, now: number): number => Math.max(0, Math.ceil((resendAt - now) / 1000));

/**
 * The i18n key of a failed SMS sign-in call: the server's code for the code, the rate limits, the
 * phone, and the login errors (by the configured codes) of a member who cannot sign in.
 */
export function smsErrorKey(error: unknown, loginErrorCodes: LoginErrorCodes): string {
  if (!(error instanceof ApiError)) return 'auth.sms.errors.failed';
  if (error.isNetworkError) return 'errors.offline';
  if (error.status === 429 || error.code === ErrorCode.throttled) return 'auth.sms.errors.throttled';
  switch (error.code) {
    case ErrorCode.smsCodeInvalid: return 'auth.sms.errors.wrong';
    case ErrorCode.smsCodeExpired: return 'auth.sms.errors.expired';
    case ErrorCode.smsCodeAttemptsUsedUp: return 'auth.sms.errors.usedUp';
    case ErrorCode.invalidPhone: return 'auth.validation.phone';
    case loginErrorCodes.userNotActive:
    case loginErrorCodes.userLocked: return loginErrorKey(error.code, loginErrorCodes);
    default: return 'auth.sms.errors.failed';
  }
}
