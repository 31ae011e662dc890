/** The slide after `index` in a carousel of `count` slides, back to the first after the last. */
export function followingSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/**
 * Whether a carousel plays: as the member last chose with its Pause/Play button, else on unless they
 * prefer reduced motion.
 */
export function carouselPlaying(memberChoice: boolean | null, reducedMotion: boolean): boolean {
  return memberChoice ?? !reducedMotion;
}

/**
 * The positions a slider showing `perView` slides at once can stop at, one dot each: with 5 slides
 * and 3 in view it stops at the first three (the last shows slides 3 to 5).
 */
export function sliderPositions(slides: number, perView: number): number {
  return Math.max(1, slides - Math.max(1, Math.floor(perView)) + 1);
}
