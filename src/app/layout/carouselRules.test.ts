import { describe, expect, it } from 'vitest';
import { followingSlide } from './carouselRules';

describe('followingSlide', () => {
  it('moves on one slide and rewinds after the last', () => {
    expect(followingSlide(0, 3)).toBe(1);
    expect(followingSlide(2, 3)).toBe(0);
    expect(followingSlide(1, 2)).toBe(0);
  });

  it('stays on the first slide when there is none', () => {
    expect(followingSlide(0, 0)).toBe(0);
  });
});
