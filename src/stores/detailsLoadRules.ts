import { ApiError } from '../api/client';
import { backoffDelay } from '../lib/backoff';

/**
 * What a failed load of the member's details means. A failed load goes to /login, as the product asks,
 * unless it says nothing about the session: no network or a timeout (the app works offline with the
 * details it holds), a busy server (429, 503 with Retry-After) or a gateway that could not reach it
 * (502, 504). Then the session is kept, with any details already held, and the load is tried again.
 */
export type DetailsFailure = 'endSession' | 'temporary';

/** Answers that come from the way to the server, not from its decision about this member. */
const TRANSIENT: readonly number[] = [0, 408, 429, 502, 503, 504];

/** The server answered the details with something that is not a member's details. */
export class MalformedDetails extends Error {}

export function detailsFailure(error: unknown): DetailsFailure {
  if (error instanceof MalformedDetails) return 'endSession';
  return error instanceof ApiError && !TRANSIENT.includes(error.status) ? 'endSession' : 'temporary';
}

/** Tries after a temporary failure before waiting for the connection to return or the member's Retry. */
export const DETAILS_RETRY_LIMIT = 6;
/** Doubling from one second, never over 30 seconds. */
const RETRY_BOUNDS = { first: 1_000, max: 30_000 } as const;

/**
 * The wait before retry number `attempt` (1 = after the first failure), or null when retries are over:
 * the server's Retry-After when it sent one, else doubling from one second; never over 30 seconds.
 */
export function detailsRetryDelayMs(attempt: number, retryAfterMs: number | null): number | null {
  if (attempt > DETAILS_RETRY_LIMIT) return null;
  return retryAfterMs === null ? backoffDelay(attempt, 0, RETRY_BOUNDS) : Math.min(retryAfterMs, RETRY_BOUNDS.max);
}

/** The Retry-After of a failure, when the server sent one. */
export function retryAfterOf(error: unknown): number | null {
  return error instanceof ApiError ? error.retryAfterMs : null;
}
