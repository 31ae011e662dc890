import { ApiError } from '../api/client';
import { ErrorCode } from '@contract/rules/error-codes';

/**
 * What a visitor is told when they could not be made a guest: no connection, a busy server or too
 * many tries are said as such (the page itself is fine; trying again later works), anything else
 * asks for a reload.
 */
export function guestFailureKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.guestFailed';
  if (error.isNetworkError) return 'errors.offline';
  if (error.code === ErrorCode.overloaded) return 'errors.busy';
  if (error.status === 429 || error.code === ErrorCode.throttled) return 'errors.throttled';
  return 'errors.guestFailed';
}
