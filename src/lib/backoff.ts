/** The longest wait between two attempts: 5 minutes. */
export const MAX_BACKOFF_MS = 5 * 60_000;
/** The first wait after a failed attempt. */
const BASE_BACKOFF_MS = 2_000;

/** A caller's own bounds: the first wait and the longest one. */
export interface BackoffBounds {
  first?: number;
  max?: number;
}

/**
 * The wait before attempt number `attempts + 1`, after `attempts` failed ones: doubling from `first`
 * (2 s unless a caller retries sooner), capped at `max` (5 minutes unless a caller waits on it
 * sooner). `jitter` in [0, 1) spreads retries of many clients by up to a fifth. A module of its own:
 * the shell's forms and stores use it without the offline queue's rules.
 */
export function backoffDelay(attempts: number, jitter = 0, { first = BASE_BACKOFF_MS, max = MAX_BACKOFF_MS }: BackoffBounds = {}): number {
  if (attempts <= 0) return 0;
  return spread(first * 2 ** Math.min(attempts - 1, 20), jitter, max);
}

/**
 * The wait a server asked for (its Retry-After), spread by up to a fifth so the clients it refused
 * together do not all come back at once, never over `max`.
 */
export function serverWaitDelay(retryAfterMs: number, jitter: number, max = MAX_BACKOFF_MS): number {
  return spread(Math.max(retryAfterMs, 0), jitter, max);
}

/** `ms` lengthened by up to a fifth (`jitter` in [0, 1)), rounded, never over `max`. */
function spread(ms: number, jitter: number, max: number): number {
  return Math.min(Math.round(ms * (1 + Math.min(Math.max(jitter, 0), 0.999) * 0.2)), max);
}
