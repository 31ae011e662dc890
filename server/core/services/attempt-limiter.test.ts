import { describe, expect, it } from 'vitest';
import { afterFailure, createAttemptLimiter, retryAfterMs, type AttemptWindow } from './attempt-limiter';

const policy = { max: 3, windowMs: 1000 };

describe('afterFailure', () => {
  it('opens a window on the first failure', () => {
    expect(afterFailure(undefined, 500, policy)).toEqual({ startedAt: 500, failures: 1 });
  });

  it('counts failures inside the window', () => {
    expect(afterFailure({ startedAt: 500, failures: 2 }, 1499, policy)).toEqual({ startedAt: 500, failures: 3 });
  });

  it('starts over once the window is over', () => {
    expect(afterFailure({ startedAt: 500, failures: 9 }, 1500, policy)).toEqual({ startedAt: 1500, failures: 1 });
  });
});

describe('retryAfterMs', () => {
  const full: AttemptWindow = { startedAt: 1000, failures: 3 };

  it('lets an unknown key try', () => expect(retryAfterMs(undefined, 0, policy)).toBe(0));
  it('lets a key under the limit try', () => expect(retryAfterMs({ startedAt: 1000, failures: 2 }, 1100, policy)).toBe(0));
  it('refuses a key at the limit until its window ends', () => expect(retryAfterMs(full, 1400, policy)).toBe(600));
  it('lets the key try again when the window is over', () => expect(retryAfterMs(full, 2000, policy)).toBe(0));
});

describe('createAttemptLimiter', () => {
  it('throttles one key after max failures and leaves the others alone', () => {
    let clock = 0;
    const limiter = createAttemptLimiter(policy, { now: () => clock });
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.retryAfterMs('a')).toBe(0);
      limiter.recordFailure('a');
    }
    expect(limiter.retryAfterMs('a')).toBe(1000);
    expect(limiter.retryAfterMs('b')).toBe(0);
    clock = 999;
    expect(limiter.retryAfterMs('a')).toBe(1);
    clock = 1000;
    expect(limiter.retryAfterMs('a')).toBe(0);
  });

  it('keeps at most maxKeys windows, dropping expired ones, then the oldest', () => {
    let clock = 0;
    const limiter = createAttemptLimiter({ max: 1, windowMs: 1000 }, { now: () => clock, maxKeys: 2 });
    limiter.recordFailure('old');
    clock = 2000;
    limiter.recordFailure('a');
    limiter.recordFailure('b');
    expect(limiter.retryAfterMs('a')).toBeGreaterThan(0);
    expect(limiter.retryAfterMs('b')).toBeGreaterThan(0);
    limiter.recordFailure('c');
    // 'a' was the oldest live window when the map was full.
    expect(limiter.retryAfterMs('a')).toBe(0);
    expect(limiter.retryAfterMs('c')).toBeGreaterThan(0);
  });
});
