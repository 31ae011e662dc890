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
