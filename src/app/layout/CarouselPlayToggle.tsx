import { useTranslation } from 'react-i18next';

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
