import { AppError } from '../../lib/app-error';
import { claimedGuess, type AttemptLimiter, type ClaimedGuess } from './attempt-limiter';
import type { ClientAddress } from '../../lib/client-address';

const keyOf = ({ address }: ClientAddress, account: string | undefined): string => (account === undefined ? address : `${address} ${account}`);

const uncounted: ClaimedGuess = { takeBack: async () => undefined };

/**
 * Failed secret guesses (passwords, SMS codes, reset hashes) per client address: past the policy's
 * limit every further attempt from that address answers 429 until its window ends. A guess counts
 * from the moment it arrives, in one step with the check of the limit, so guesses sent together
 * cannot all slip through before the first of them is found wrong. The machine's own requests are
 * not counted (see clientAddressOf); per-account limits still hold for them.
 */
export function createAddressThrottle(limiter: AttemptLimiter) {
  return {
    /** Counts a guess, or refuses it with 429; `account` counts the address's guesses at one account apart from its others. */
    async claim(client: ClientAddress, account?: string): Promise<ClaimedGuess> {
      if (client.isOwnMachine) return uncounted;
      const key = keyOf(client, account);
      const waitMs = await limiter.claim(key);
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        throw AppError.of(429, 'throttled', `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
      return claimedGuess(limiter, key);
    },
  };
}
export type AddressThrottle = ReturnType<typeof createAddressThrottle>;

