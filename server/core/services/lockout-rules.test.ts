import { describe, expect, it } from 'vitest';
import { isLockedOut, lockoutDurationMs } from './lockout-rules';

const policy = { baseMs: 60_000, maxMs: 3_600_000 };

describe('lockoutDurationMs', () => {
  it('doubles with each lockout since the last sign-in, up to the ceiling', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => lockoutDurationMs(n, policy))).toEqual([60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000]);
    expect(lockoutDurationMs(1000, policy)).toBe(3_600_000);
    expect(lockoutDurationMs(-1, policy)).toBe(60_000);
  });
});

describe('isLockedOut', () => {
  it('holds until the lockout ends, then lets go by itself', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(isLockedOut(null, now)).toBe(false);
    expect(isLockedOut(new Date(now.getTime() + 1), now)).toBe(true);
    expect(isLockedOut(now, now)).toBe(false);
  });
});
