import { AppError } from '../../lib/app-error';
import type { AttemptLimiter } from './attempt-limiter';
import type { ClientAddress } from '../../lib/client-address';

const keyOf = ({ address }: ClientAddress, account: string | undefined): string => (account === undefined ? address : `${address} ${account}`);

/**
 * Failed secret guesses (passwords, SMS codes, reset hashes) per client address: past the policy's
 * limit every further attempt from that address answers 429 until its window ends. The machine's
 * own requests are not counted (see clientAddressOf); per-account limits still hold for them.
 */
export function createAddressThrottle(limiter: AttemptLimiter) {
  return {
    /** `account` counts the address's guesses at one account apart from its others. */
    async assertAllowed(client: ClientAddress, account?: string): Promise<void> {
      if (client.isOwnMachine) return;
      const waitMs = await limiter.retryAfterMs(keyOf(client, account));
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        throw AppError.of(429, 'throttled', `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
    },
    async recordFailure(client: ClientAddress, account?: string): Promise<void> {
      if (!client.isOwnMachine) await limiter.recordFailure(keyOf(client, account));
    },
  };
}
export type AddressThrottle = ReturnType<typeof createAddressThrottle>;
