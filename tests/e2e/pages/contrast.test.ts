import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('rgb(0, 0, 0)', 'rgb(255, 255, 255)')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(255, 255, 255)', 'rgb(0, 0, 0)')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(31, 95, 191)', 'rgb(31, 95, 191)')).toBe(1);
  });

  it('tells the unreadable dark blue on blue from white on blue', () => {
    expect(contrastRatio('rgb(26, 85, 168)', 'rgb(31, 95, 191)')).toBeLessThan(1.3);
    expect(contrastRatio('rgb(255, 255, 255)', 'rgba(31, 95, 191, 1)')).toBeGreaterThan(4.5);
  });

  it('refuses a colour it cannot read', () => {
    expect(() => contrastRatio('blue', 'rgb(0, 0, 0)')).toThrow(/rgb/);
  });
});
