import { describe, expect, it } from 'vitest';
import { consolationDue, disqualifies, isSpeedster, median } from './quest-rules';

describe('quest rules', () => {
  it('takes the median of odd and even lists', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });

  it('flags a completion faster than the share of the median, once there are enough samples', () => {
    const earlier = [100, 110, 120, 130, 140];
    expect(isSpeedster(30, earlier, 0.3, 5)).toBe(true);
    expect(isSpeedster(40, earlier, 0.3, 5)).toBe(false);
    expect(isSpeedster(1, earlier.slice(0, 4), 0.3, 5)).toBe(false);
  });

  it('gives consolation only after the configured number of answers', () => {
    expect(consolationDue(1, 2)).toBe(false);
    expect(consolationDue(2, 2)).toBe(true);
  });

  it('disqualifies on any flagged value', () => {
    expect(disqualifies([1, 3], [3])).toBe(true);
    expect(disqualifies([1], [3])).toBe(false);
  });
});
