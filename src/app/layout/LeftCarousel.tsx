import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSiteConfig } from '../../config/siteConfig';
import { followingSlide } from './carouselRules';
import { leftCarouselSlides, leftSlideLinkShown, type LeftSlide } from '../../session/layoutRules';
import { useViewer } from '../../session/useViewer';
import { useTicketsContext } from '../../i18n/ticketsContext';
import { CarouselDots } from './CarouselDots';
import { CarouselPlayToggle } from './CarouselPlayToggle';
import { useCarouselPlaying } from './useCarouselPlaying';

const TARGETS: Record<LeftSlide, { href: string; link: string }> = {
  points: { href: '/app/spendpoints', link: 'layout.carousel.points.link' },
  tickets: { href: '/app/prizes', link: 'layout.carousel.tickets.link' },
  invite: { href: '/app/invite', link: 'layout.carousel.invite.link' },
};

/**
 * The left-widget carousel: 3 slides with tickets, else 2; autoplay every 3000 ms (configured),
 * paused while pointed at or focused, stopped and restarted with its Pause/Play button (stopped at
 * first for reduced motion); a dot per slide picks one. Its
 * own few lines rather than swiper, which would load on every desktop /app screen.
 */
export function LeftCarousel() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const viewer = useViewer();
  const ticketsText = useTicketsContext();
  const { playing, toggle } = useCarouselPlaying();
  const slides = leftCarouselSlides(config);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!playing || paused || slides.length < 2) return;
    const timer = window.setInterval(() => setCurrent((index) => followingSlide(index, slides.length)), config.leftCarouselAutoplayMs);
    return () => window.clearInterval(timer);
  }, [playing, paused, slides.length, config.leftCarouselAutoplayMs]);

  return (
    <section
      className="left-carousel"
      aria-roledescription={t('layout.carousel.roleCarousel')}
      aria-label={t('layout.sidebar.carousel')}
      data-testid="left-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div aria-live={paused || !playing ? 'polite' : 'off'}>
        {slides.map((slide, index) => (
          <div
            key={slide}
            role="group"
            aria-roledescription={t('layout.carousel.roleSlide')}
            aria-label={t('widgets.slide', { index: index + 1, count: slides.length })}
            hidden={index !== current % slides.length}
            data-testid={`left-slide-${slide}`}
          >
            <p>{t(`layout.carousel.${slide}.text`, ticketsText)}</p>
            {leftSlideLinkShown(slide, config, viewer) && <Link href={TARGETS[slide].href}>{t(TARGETS[slide].link)}</Link>}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="carousel-controls">
          <CarouselPlayToggle playing={playing} onToggle={toggle} />
          <CarouselDots count={slides.length} current={current % slides.length} onPick={setCurrent} />
        </div>
      )}
    </section>
  );
}
