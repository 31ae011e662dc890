import { ApiError } from '../../api/client';
import { isRetryableStatus } from '../../api/retryableStatus';

/** Reads the signed link's user id (u) and signature (s); null when the link is incomplete. */
export function unsubscribeParams(search: string): { userId: number; signature: string } | null {
  const query = new URLSearchParams(search);
  const userId = Number(query.get('u'));
  const signature = query.get('s') ?? '';
  if (!Number.isInteger(userId) || userId < 1 || !/^[A-Za-z0-9_-]{1,100}$/.test(signature)) return null;
  return { userId, signature };
}

/**
 * What a failed unsubscribe call tells the reader: no connection; a server that could not do it just
 * now (busy, throttling, an error of its own: the same link works later); else the link itself is
 * wrong (a signature that does not match, an account gone).
 */
export function unsubscribeFailure(error: unknown): 'offline' | 'unavailable' | 'failure' {
  if (!(error instanceof ApiError)) return 'unavailable';
  if (error.isNetworkError) return 'offline';
  return isRetryableStatus(error.status) ? 'unavailable' : 'failure';
}
