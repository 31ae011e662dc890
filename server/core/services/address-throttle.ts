import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createAttemptLimiter, type AttemptPolicy } from './attempt-limiter';
import type { ClientAddress } from '../../lib/client-address';

const keyOf = ({ address }: ClientAddress, account: string | undefined): string => (account === undefined ? address : `${address} ${account}`);

/**
 * Failed secret guesses (passwords, SMS codes, reset hashes) per client address: past the policy's
 * limit every further attempt from that address answers 429 until its window ends. The machine's
 * own requests are not counted (see clientAddressOf); per-account limits still hold for them.
 */
export function createAddressThrottle(policy: AttemptPolicy, clock: Clock) {
  const limiter = createAttemptLimiter(policy, { now: () => clock.now() });
  return {
    /** `account` counts the address's guesses at one account apart from its others. */
    assertAllowed(client: ClientAddress, account?: string): void {
      if (client.isOwnMachine) return;
      const waitMs = limiter.retryAfterMs(keyOf(client, account));
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        throw AppError.of(429, 'throttled', `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
    },
    recordFailure(client: ClientAddress, account?: string): void {
      if (!client.isOwnMachine) limiter.recordFailure(keyOf(client, account));
    },
  };
}
export type AddressThrottle = ReturnType<typeof createAddressThrottle>;
