import { ApiError } from '../api/client';

/**
 * What a failed load of the member's details means. Only a definite refusal ends the session: the
 * server refused it (401, already dropped by the api client), forbade it (403) or knows no such user
 * (404). An overloaded server (503 with Retry-After, any 5xx, 429), a timeout or no network says nothing
 * about the session: it is kept, with any details already held, and the load is tried again.
 */
export type DetailsFailure = 'endSession' | 'temporary';

const REFUSALS: readonly number[] = [401, 403, 404];

export function detailsFailure(error: unknown): DetailsFailure {
  return error instanceof ApiError && REFUSALS.includes(error.status) ? 'endSession' : 'temporary';
}

/** Tries after a temporary failure before waiting for the connection to return or the member's Retry. */
export const DETAILS_RETRY_LIMIT = 6;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * The wait before retry number `attempt` (1 = after the first failure), or null when retries are over:
 * the server's Retry-After when it sent one, else doubling from one second; never over 30 seconds.
 */
export function detailsRetryDelayMs(attempt: number, retryAfterMs: number | null): number | null {
  if (attempt > DETAILS_RETRY_LIMIT) return null;
  const backoff = FIRST_DELAY_MS * 2 ** (attempt - 1);
  return Math.min(retryAfterMs ?? backoff, MAX_DELAY_MS);
}

/** The Retry-After of a failure, when the server sent one. */
export function retryAfterOf(error: unknown): number | null {
  return error instanceof ApiError ? error.retryAfterMs : null;
}
