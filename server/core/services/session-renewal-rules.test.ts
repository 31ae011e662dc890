import { describe, expect, it } from 'vitest';
import { renewedExpiry } from './session-renewal-rules';

const DAY = 86_400_000;
const lifetime = 30 * DAY;
const now = Date.UTC(2026, 10, 30);

describe('renewedExpiry', () => {
  it('renews for a whole lifetime once less than half of it is left', () => {
    expect(renewedExpiry(now + 15 * DAY - 1, now, lifetime)).toBe(now + lifetime);
    expect(renewedExpiry(now + 1, now, lifetime)).toBe(now + lifetime);
  });

  it('leaves a token with half its lifetime or more alone: no write on most requests', () => {
    expect(renewedExpiry(now + 15 * DAY, now, lifetime)).toBeNull();
    expect(renewedExpiry(now + lifetime, now, lifetime)).toBeNull();
  });
});
