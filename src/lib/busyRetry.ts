import { ApiError } from '../api/client';
import { serverWaitDelay } from './backoff';

/** Tries of one load made again for a busy server before the screen offers Try again. */
export const BUSY_RETRY_LIMIT = 5;
/** A screen waits at most this long for a busy server before loading again. */
const LONGEST_BUSY_WAIT_MS = 10_000;

/**
 * The wait before a failed load is made again by itself, or null when the member is to be offered
 * Try again instead. Only a server that said it is busy and when to come back (429 or 503 with
 * Retry-After, as during a push burst) is asked again, after the wait it gave, spread by up to a
 * fifth (`jitter` in [0, 1)) so the members it refused together do not all come back at once, at
 * most BUSY_RETRY_LIMIT times in a row.
 */
export function busyRetryDelayMs(error: unknown, retriesSoFar: number, jitter: number): number | null {
  if (!(error instanceof ApiError) || error.retryAfterMs === null || retriesSoFar >= BUSY_RETRY_LIMIT) return null;
  return serverWaitDelay(error.retryAfterMs, jitter, LONGEST_BUSY_WAIT_MS);
}

/** Resolves after `ms`, or rejects with the signal's reason once it is aborted. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * A screen's load, made again while the server answers busy (`busyRetryDelayMs`): the screen goes on
 * loading instead of telling a member who came with a push burst that it could not be loaded. Any
 * other failure, or the last busy one, is thrown as it came.
 */
export async function retryWhileBusy<T>(attempt: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let retries = 0; ; retries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const wait = busyRetryDelayMs(error, retries, Math.random());
      if (wait === null || signal?.aborted) throw error;
      await pause(wait, signal);
    }
  }
}
