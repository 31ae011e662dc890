import { describe, expect, it } from 'vitest';
import { afterFailure, afterTakeBack, createAttemptLimiter, retryAfterMs, type AttemptWindow } from './attempt-limiter';

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
    const limiter = createAttemptLimiter(policy, { now: () => 0 });
    for (let i = 0; i < 3; i += 1) expect(await limiter.claim('a')).toBe(0);
    expect(await limiter.claim('a')).toBe(1000);
    expect(await limiter.claim('b')).toBe(0);
  });

  it('keeps at most maxKeys windows, dropping expired ones, then the oldest', async () => {
    let clock = 0;
    const limiter = createAttemptLimiter({ max: 1, windowMs: 1000 }, { now: () => clock, maxKeys: 2 });
    await limiter.claim('old');
    clock = 2000;
    expect(await limiter.claim('a')).toBe(0);
    expect(await limiter.claim('b')).toBe(0);
    await limiter.claim('c');
    expect(await limiter.claim('c')).toBeGreaterThan(0);
    // 'a' was the oldest live window when the map was full: forgotten, it may try again.
    expect(await limiter.claim('a')).toBe(0);
  });
});
