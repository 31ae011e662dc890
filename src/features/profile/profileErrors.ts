import { ApiError } from '../../api/client';
import { ErrorCode } from '@contract/rules/error-codes';
import { accountErrorKey } from '../auth/public';

/** The toast for a profile or photo save the server refused: the account messages, plus an unknown city, a refused photo and other bad input. */
export function profileErrorKey(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError) {
    if (error.code === ErrorCode.unknownCity) return 'profile.errors.city';
    if (error.code === ErrorCode.invalidPhoto) return 'profile.photo.wrongType';
    if (error.code === ErrorCode.payloadTooLarge) return 'profile.photo.tooLarge';
    if (error.code === ErrorCode.badInput) return 'profile.errors.invalid';
    if (error.status === 401) return 'profile.errors.sessionEnded';
  }
  const key = accountErrorKey(error);
  return key === 'errors.generic' ? 'profile.errors.failed' : key;
}
