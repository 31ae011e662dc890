import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createAttemptLimiter, type AttemptPolicy } from './attempt-limiter';

/**
 * Failed secret guesses (passwords, SMS codes, reset hashes) per client address: past the policy's
 * limit every further attempt from that address answers 429 until its window ends.
 */
export function createAddressThrottle(policy: AttemptPolicy, clock: Clock) {
  const limiter = createAttemptLimiter(policy, { now: () => clock.now() });
  return {
    assertAllowed(address: string): void {
      const waitMs = limiter.retryAfterMs(address);
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        throw AppError.of(429, 'throttled', `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
    },
    recordFailure: (address: string): void => limiter.recordFailure(address),
  };
}
export type AddressThrottle = ReturnType<typeof createAddressThrottle>;
