import { describe, expect, it } from 'vitest';
import { createAddressThrottle } from './address-throttle';

const policy = { max: 2, windowMs: 60_000 };
const clock = { now: () => 1_000_000 };

describe('createAddressThrottle', () => {
  it('refuses an address past its failures, and an address and account pair apart from the address alone', () => {
    const throttle = createAddressThrottle(policy, clock);
    throttle.recordFailure('203.0.113.7', 'a@example.com');
    throttle.recordFailure('203.0.113.7', 'a@example.com');
    expect(() => throttle.assertAllowed('203.0.113.7', 'a@example.com')).toThrow(/Too many failed attempts. Please try again in 1 minute\./);
    expect(() => throttle.assertAllowed('203.0.113.7', 'b@example.com')).not.toThrow();
    expect(() => throttle.assertAllowed('203.0.113.7')).not.toThrow();
  });

  it("never counts the machine's own addresses", () => {
    const throttle = createAddressThrottle(policy, clock);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (let i = 0; i < 5; i += 1) throttle.recordFailure(address, 'a@example.com');
      for (let i = 0; i < 5; i += 1) throttle.recordFailure(address);
      expect(() => throttle.assertAllowed(address, 'a@example.com')).not.toThrow();
      expect(() => throttle.assertAllowed(address)).not.toThrow();
    }
  });
});
