import { ApiError } from '../../api/client';
import { ErrorCode } from '@contract/rules/error-codes';
import { accountErrorKey } from '../auth/public';

/**
 * The toast for a profile or photo save the server refused: the account messages, plus an unknown
 * city, a refused photo and other bad input. None for a 401: the session had ended, which the
 * sign-out to /login already tells (no second message).
 */
export function profileErrorKey(error: unknown): string | null {
  if (error instanceof ApiError && !error.isNetworkError) {
    if (error.code === ErrorCode.unknownCity) return 'profile.errors.city';
    if (error.code === ErrorCode.invalidPhoto) return 'profile.photo.wrongType';
    if (error.code === ErrorCode.payloadTooLarge) return 'profile.photo.tooLarge';
    if (error.code === ErrorCode.badInput) return 'profile.errors.invalid';
    if (error.status === 401) return null;
  }
  const key = accountErrorKey(error);
  return key === 'errors.generic' ? 'profile.errors.failed' : key;
}
