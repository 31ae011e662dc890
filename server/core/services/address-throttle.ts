import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createAttemptLimiter, type AttemptPolicy } from './attempt-limiter';
import { isLoopbackAddress } from '../../lib/client-address';

const keyOf = (address: string, account: string | undefined): string => (account === undefined ? address : `${address} ${account}`);

/**
 * Failed secret guesses (passwords, SMS codes, reset hashes) per client address: past the policy's
 * limit every further attempt from that address answers 429 until its window ends. The machine's
 * own addresses are not counted (see isLoopbackAddress); per-account limits still hold for them.
 */
export function createAddressThrottle(policy: AttemptPolicy, clock: Clock) {
  const limiter = createAttemptLimiter(policy, { now: () => clock.now() });
  return {
    /** `account` counts the address's guesses at one account apart from its others. */
    assertAllowed(address: string, account?: string): void {
      if (isLoopbackAddress(address)) return;
      const waitMs = limiter.retryAfterMs(keyOf(address, account));
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        throw AppError.of(429, 'throttled', `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
    },
    recordFailure(address: string, account?: string): void {
      if (!isLoopbackAddress(address)) limiter.recordFailure(keyOf(address, account));
    },
  };
}
export type AddressThrottle = ReturnType<typeof createAddressThrottle>;
