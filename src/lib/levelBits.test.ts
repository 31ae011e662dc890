import { describe, expect, it } from 'vitest';
import { canUsePredictor, hasLevelBit } from './levelBits';

describe('level bits', () => {
  it('reads bit 2 of the level', () => {
    expect(hasLevelBit(4, 2)).toBe(true);
    expect(hasLevelBit(7, 2)).toBe(true);
    expect(hasLevelBit(3, 2)).toBe(false);
    expect(hasLevelBit(4, -1)).toBe(false);
  });
  it('grants the predictor only with the switch on and the bit set', () => {
    expect(canUsePredictor(4, true)).toBe(true);
    expect(canUsePredictor(4, false)).toBe(false);
    expect(canUsePredictor(1, true)).toBe(false);
  });
});
