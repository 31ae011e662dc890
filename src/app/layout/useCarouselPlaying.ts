import { useState } from 'react';
import { carouselPlaying } from './carouselRules';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Whether a carousel plays, and the member's Pause/Play choice: off at first for reduced motion. */
export function useCarouselPlaying(): { playing: boolean; toggle(): void } {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = carouselPlaying(choice, reducedMotion);
  return { playing, toggle: () => setChoice(!playing) };
}
