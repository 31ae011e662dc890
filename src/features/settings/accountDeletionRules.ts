import { ApiError } from '../../api/client';

/** The message for a deletion request that failed: offline, signed out already, throttled, or anything else. */
export function deletionErrorKey(error: unknown): string {
  if (!(error instanceof ApiError) || error.isNetworkError) return 'errors.offline';
  if (error.status === 401) return 'settings.deletion.sessionEnded';
  if (error.status === 429) return 'errors.throttled';
  return 'settings.deletion.failed';
}
