import { describe, expect, it } from 'vitest';
import { createAddressThrottle } from './address-throttle';
import { memoryAttemptStore } from './attempt-limiter';

const policy = { max: 2, windowMs: 60_000 };
const throttleOf = () => createAddressThrottle(memoryAttemptStore({ now: () => 1_000_000 }).limiter('test', policy));
const elsewhere = { address: '203.0.113.7', isOwnMachine: false };

describe('createAddressThrottle', () => {
  it('refuses an address past its failures, and an address and account pair apart from the address alone', async () => {
    const throttle = throttleOf();
    await throttle.recordFailure(elsewhere, 'a@example.com');
    await throttle.recordFailure(elsewhere, 'a@example.com');
    await expect(throttle.assertAllowed(elsewhere, 'a@example.com')).rejects.toThrow(/Too many failed attempts. Please try again in 1 minute\./);
    await expect(throttle.assertAllowed(elsewhere, 'b@example.com')).resolves.toBeUndefined();
    await expect(throttle.assertAllowed(elsewhere)).resolves.toBeUndefined();
  });

  it("never counts the machine's own requests", async () => {
    const throttle = throttleOf();
    const ownMachine = { address: '127.0.0.1', isOwnMachine: true };
    for (let i = 0; i < 5; i += 1) await throttle.recordFailure(ownMachine, 'a@example.com');
    for (let i = 0; i < 5; i += 1) await throttle.recordFailure(ownMachine);
    await expect(throttle.assertAllowed(ownMachine, 'a@example.com')).resolves.toBeUndefined();
    await expect(throttle.assertAllowed(ownMachine)).resolves.toBeUndefined();
  });

  it('counts a loopback address that is not the machine (forwarded from elsewhere)', async () => {
    const throttle = throttleOf();
    const forged = { address: '127.0.0.1', isOwnMachine: false };
    await throttle.recordFailure(forged);
    await throttle.recordFailure(forged);
    await expect(throttle.assertAllowed(forged)).rejects.toThrow(/Too many failed attempts/);
  });
});
