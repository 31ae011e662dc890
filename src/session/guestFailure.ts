import { reachFailureKey } from '../api/reachFailure';

/**
 * What a visitor is told when they could not be made a guest: no connection, a busy server or too
 * many tries are said as such (the page itself is fine; trying again later works), anything else
 * asks for a reload.
 */
export function guestFailureKey(error: unknown): string {
  return reachFailureKey(error) ?? 'errors.guestFailed';
}
