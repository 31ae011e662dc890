import { describe, expect, it } from 'vitest';
import { afterFailure, afterTakeBack, createAttemptLimiter, retryAfterMs, windowOfCounter, type AttemptWindow } from './attempt-limiter';

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

describe('afterTakeBack', () => {
  it('counts one attempt fewer in a live window, never below none', () => {
    expect(afterTakeBack({ startedAt: 500, failures: 2 }, 900, policy)).toEqual({ startedAt: 500, failures: 1 });
    expect(afterTakeBack({ startedAt: 500, failures: 0 }, 900, policy)).toEqual({ startedAt: 500, failures: 0 });
  });

  it('leaves a window that is over, or none, as it is', () => {
    expect(afterTakeBack({ startedAt: 500, failures: 2 }, 1500, policy)).toEqual({ startedAt: 500, failures: 2 });
    expect(afterTakeBack(undefined, 900, policy)).toBeUndefined();
  });
});

describe('retryAfterMs', () => {
  const full: AttemptWindow = { startedAt: 1000, failures: 3 };

  it('lets an unknown key try', () => expect(retryAfterMs(undefined, 0, policy)).toBe(0));
  it('lets a key under the limit try', () => expect(retryAfterMs({ startedAt: 1000, failures: 2 }, 1100, policy)).toBe(0));
  it('refuses a key at the limit until its window ends', () => expect(retryAfterMs(full, 1400, policy)).toBe(600));
  it('lets the key try again when the window is over', () => expect(retryAfterMs(full, 2000, policy)).toBe(0));
});

describe('windowOfCounter', () => {
  it('reads a Redis counter with its time left as the same rule', () => {
    expect(retryAfterMs(windowOfCounter(3, 400, policy), 0, policy)).toBe(400);
    expect(retryAfterMs(windowOfCounter(2, 400, policy), 0, policy)).toBe(0);
  });
  it('has no window without failures or time left (PTTL -2: gone, -1: no expiry)', () => {
    expect(windowOfCounter(0, 400, policy)).toBeUndefined();
    expect(windowOfCounter(3, -2, policy)).toBeUndefined();
    expect(windowOfCounter(3, -1, policy)).toBeUndefined();
  });
});

describe('createAttemptLimiter', () => {
  it('claims attempts up to max in a window, refusing the next with the time left, and takes one back', async () => {
    let clock = 0;
    const limiter = createAttemptLimiter(policy, { now: () => clock });
    expect(await Promise.all([limiter.claim('a'), limiter.claim('a'), limiter.claim('a'), limiter.claim('a')])).toEqual([0, 0, 0, 1000]);
    clock = 400;
    await limiter.takeBack('a');
    expect(await limiter.claim('a')).toBe(0);
    expect(await limiter.claim('a')).toBe(600);
    clock = 1000;
    expect(await limiter.claim('a')).toBe(0);
  });

  it('throttles one key after max failures and leaves the others alone', async () => {
    let clock = 0;
    const limiter = createAttemptLimiter(policy, { now: () => clock });
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.retryAfterMs('a')).toBe(0);
      await limiter.recordFailure('a');
    }
    expect(await limiter.retryAfterMs('a')).toBe(1000);
    expect(await limiter.retryAfterMs('b')).toBe(0);
    clock = 999;
    expect(await limiter.retryAfterMs('a')).toBe(1);
    clock = 1000;
    expect(await limiter.retryAfterMs('a')).toBe(0);
  });

  it('keeps at most maxKeys windows, dropping expired ones, then the oldest', async () => {
    let clock = 0;
    const limiter = createAttemptLimiter({ max: 1, windowMs: 1000 }, { now: () => clock, maxKeys: 2 });
    await limiter.recordFailure('old');
    clock = 2000;
    await limiter.recordFailure('a');
    await limiter.recordFailure('b');
    expect(await limiter.retryAfterMs('a')).toBeGreaterThan(0);
    expect(await limiter.retryAfterMs('b')).toBeGreaterThan(0);
    await limiter.recordFailure('c');
    // 'a' was the oldest live window when the map was full.
    expect(await limiter.retryAfterMs('a')).toBe(0);
    expect(await limiter.retryAfterMs('c')).toBeGreaterThan(0);
  });
});
