import { ApiError } from './client';

/**
 * What a failed read means to the member:
 * - missing: the server has nothing for them there (404, or 403: not open to them), so trying again will not help;
 * - offline: the server could not be reached at all (the network), the only case where "offline" is true;
 * - failed: anything else (a server error, throttling, a broken answer): the server is there, trying again later may work.
 */
export type LoadFailure = 'missing' | 'offline' | 'failed';

export function loadFailure(error: unknown): LoadFailure {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.isNetworkError) return 'offline';
  return error.status === 404 || error.status === 403 ? 'missing' : 'failed';
}
