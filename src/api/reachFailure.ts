import { ApiError } from './client';
import { ErrorCode } from '@contract/rules/error-codes';

/** A gateway's "the server behind me did not answer": bad gateway, unavailable, timed out. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

/**
 * The i18n key for a call that failed on the way to the server rather than for what it asked: no
 * connection, a busy server, too many tries (trying again later works). Null for any other failure,
 * which each screen words for itself.
 */
export function reachFailureKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.isNetworkError) return 'errors.offline';
  // A proxy or gateway in front of the server answers these without the server's codes.
  if (error.code === ErrorCode.overloaded || GATEWAY_FAILURES.has(error.status)) return 'errors.busy';
  if (error.status === 429 || error.code === ErrorCode.throttled) return 'errors.throttled';
  return null;
}
