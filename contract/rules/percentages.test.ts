import { describe, expect, it } from 'vitest';
import { percentagesOf } from './percentages';

const sum = (values: number[]): number => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;

describe('percentagesOf', () => {
  it('gives one decimal and zeros without answers', () => {
    expect(percentagesOf([2, 1], 3)).toEqual([66.7, 33.3]);
    expect(percentagesOf([0, 0], 0)).toEqual([0, 0]);
    expect(percentagesOf([], 0)).toEqual([]);
  });

  it('adds up to exactly 100 when the counts split the total, the largest remainder first', () => {
    expect(percentagesOf([1, 1, 1], 3)).toEqual([33.4, 33.3, 33.3]);
    expect(percentagesOf([2, 2, 2], 6)).toEqual([33.4, 33.3, 33.3]);
    // 1/7 = 14.2857..., 6/7 = 85.7142...: plain rounding gives 14.3 + 85.7 = 100 already.
    expect(percentagesOf([1, 6], 7)).toEqual([14.3, 85.7]);
    // Plain rounding of these would give 100.1.
    expect(percentagesOf([1, 1, 1, 1, 1, 1, 1], 7)).toEqual([14.3, 14.3, 14.3, 14.3, 14.3, 14.3, 14.2]);
    expect(percentagesOf([5, 0, 0], 5)).toEqual([100, 0, 0]);
  });

  it('always sums to 100 for any split of the total', () => {
    for (let total = 1; total <= 60; total += 1) {
      for (let first = 0; first <= total; first += 1) {
        for (const second of [0, Math.floor((total - first) / 3), total - first]) {
          const third = total - first - second;
          expect(sum(percentagesOf([first, second, third], total))).toBe(100);
        }
      }
    }
  });

  it('rounds each on its own when the counts do not split the total (multiple choice)', () => {
    // Three answerers; one chose both values.
    expect(percentagesOf([2, 2], 3)).toEqual([66.7, 66.7]);
    expect(percentagesOf([1, 1, 1], 2)).toEqual([50, 50, 50]);
  });
});
