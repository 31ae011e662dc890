import { useTranslation } from 'react-i18next';

/**
 * A carousel's dots, one per slide ("Slide 2 of 5"): the current one marked, a press shows its slide.
 * They stay together on one line: in a narrow column the whole row goes below the Pause button.
 */
export function CarouselDots({ count, current, onPick }: { count: number; current: number; onPick(index: number): void }) {
  const { t } = useTranslation();
  return (
    <span className="carousel-dots">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className="carousel-dot"
          aria-label={t('widgets.slide', { index: index + 1, count })}
          aria-current={index === current}
          onClick={() => onPick(index)}
        />
      ))}
    </span>
  );
}
