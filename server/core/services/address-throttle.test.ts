import { describe, expect, it } from 'vitest';
import { createAddressThrottle } from './address-throttle';

const policy = { max: 2, windowMs: 60_000 };
const clock = { now: () => 1_000_000 };
const elsewhere = { address: '203.0.113.7', isOwnMachine: false };

describe('createAddressThrottle', () => {
  it('refuses an address past its failures, and an address and account pair apart from the address alone', () => {
    const throttle = createAddressThrottle(policy, clock);
    throttle.recordFailure(elsewhere, 'a@example.com');
    throttle.recordFailure(elsewhere, 'a@example.com');
    expect(() => throttle.assertAllowed(elsewhere, 'a@example.com')).toThrow(/Too many failed attempts. Please try again in 1 minute\./);
    expect(() => throttle.assertAllowed(elsewhere, 'b@example.com')).not.toThrow();
    expect(() => throttle.assertAllowed(elsewhere)).not.toThrow();
  });

  it("never counts the machine's own requests", () => {
    const throttle = createAddressThrottle(policy, clock);
    const ownMachine = { address: '127.0.0.1', isOwnMachine: true };
    for (let i = 0; i < 5; i += 1) throttle.recordFailure(ownMachine, 'a@example.com');
    for (let i = 0; i < 5; i += 1) throttle.recordFailure(ownMachine);
    expect(() => throttle.assertAllowed(ownMachine, 'a@example.com')).not.toThrow();
    expect(() => throttle.assertAllowed(ownMachine)).not.toThrow();
  });

  it('counts a loopback address that is not the machine (forwarded from elsewhere)', () => {
    const throttle = createAddressThrottle(policy, clock);
    const forged = { address: '127.0.0.1', isOwnMachine: false };
    throttle.recordFailure(forged);
    throttle.recordFailure(forged);
    expect(() => throttle.assertAllowed(forged)).toThrow(/Too many failed attempts/);
  });
});
