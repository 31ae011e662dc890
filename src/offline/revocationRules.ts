import { verdictFor } from './queueRules';

/**
 * Whether a failed logout call of a signed-out session still has to be sent again, from the HTTP
 * status (0 = no network). Only what a retry could fix keeps it: no network, a timeout, throttling
 * or a server error. A 401 means the session is already gone (expired, or this very logout arrived
 * before), so the revocation is done; any other refusal would refuse every retry alike.
 */
export function revocationPending(status: number): boolean {
  return verdictFor(status) === 'retry';
}
