import { ApiError } from '../../api/client';
import { reachFailureKey } from '../../api/reachFailure';
import { ErrorCode } from '@contract/rules/error-codes';

/** The i18n key for a failed account call (registration, activation, reset). */
export function accountErrorKey(error: unknown): string {
  const unreached = reachFailureKey(error);
  if (unreached !== null) return unreached;
  if (!(error instanceof ApiError)) return 'errors.generic';
  switch (error.code) {
    case ErrorCode.emailTaken: return 'auth.errors.emailTaken';
    case ErrorCode.phoneTaken: return 'auth.errors.phoneTaken';
    case ErrorCode.activationInvalid: return 'auth.errors.activationInvalid';
    case ErrorCode.resetInvalid: return 'auth.errors.resetInvalid';
    case ErrorCode.consentMissing: return 'auth.validation.consent';
    case ErrorCode.invalidEmail: return 'auth.validation.email';
    case ErrorCode.invalidPassword: return 'auth.validation.password';
    case ErrorCode.invalidPhone: return 'auth.validation.phone';
    case ErrorCode.invalidName: return 'auth.validation.name';
    default: return 'errors.generic';
  }
}
