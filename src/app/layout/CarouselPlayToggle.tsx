import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carouselPlaying } from './carouselRules';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Whether a carousel plays, and the member's Pause/Play choice: off at first for reduced motion. */
export function useCarouselPlaying(): { playing: boolean; toggle(): void } {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = carouselPlaying(choice, reducedMotion);
  return { playing, toggle: () => setChoice(!playing) };
}

/** The visible button that stops and restarts a carousel's automatic turning; its text says what it does. */
export function CarouselPlayToggle({ playing, onToggle }: { playing: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="carousel-play-toggle" onClick={onToggle} data-testid="carousel-play-toggle">
      <span aria-hidden="true" className="carousel-play-toggle__icon">{playing ? '❚❚' : '▶'}</span>
      {t(playing ? 'layout.carousel.pause' : 'layout.carousel.play')}
    </button>
  );
}
