import { ApiError } from './client';
import { ErrorCode } from '@contract/rules/error-codes';

/**
 * The i18n key for a call that failed on the way to the server rather than for what it asked: no
 * connection, a busy server, too many tries (trying again later works). Null for any other failure,
 * which each screen words for itself.
 */
export function reachFailureKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.isNetworkError) return 'errors.offline';
  if (error.code === ErrorCode.overloaded) return 'errors.busy';
  if (error.status === 429 || error.code === ErrorCode.throttled) return 'errors.throttled';
  return null;
}
