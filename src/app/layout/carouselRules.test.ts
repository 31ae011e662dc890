import { describe, expect, it } from 'vitest';
import { carouselPlaying, followingSlide, sliderPositions } from './carouselRules';

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

describe('carouselPlaying', () => {
  it('plays unless the member prefers reduced motion, until they choose with the Pause/Play button', () => {
    expect(carouselPlaying(null, false)).toBe(true);
    expect(carouselPlaying(null, true)).toBe(false);
    expect(carouselPlaying(false, false)).toBe(false);
    expect(carouselPlaying(true, true)).toBe(true);
  });
});

describe('sliderPositions', () => {
  it.each([
    [5, 1, 5],
    [5, 3, 3],
    [2, 3, 1],
    [0, 1, 1],
  ])('%i slides, %i in view: %i positions (one per slide with one in view, never none)', (slides, perView, positions) => {
    expect(sliderPositions(slides, perView)).toBe(positions);
  });
});
