/** The slide after `index` in a carousel of `count` slides, back to the first after the last. */
export function followingSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}
