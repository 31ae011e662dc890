import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { useSiteConfig } from '../../config/siteConfig';
import { RightWidget } from '../../features/widgets/RightWidget';
import { rightWidgets, sliderSlidesPerView } from '../../session/layoutRules';
import { CarouselDots } from './CarouselDots';
import { sliderPositions } from './carouselRules';
import { PHONE_QUERY, useMediaQuery } from './useMediaQuery';
import { CarouselPlayToggle } from './CarouselPlayToggle';
import { useCarouselPlaying } from './useCarouselPlaying';
import { useViewer } from '../../session/useViewer';

/**
 * Below desktop width the right column becomes a slider: one slide under 768 px, else 2 (3 with
 * tickets); autoplay 5000 ms, paused under the mouse and while the focus is inside, stopped and
 * restarted with its Pause/Play button (stopped at first for reduced motion); a dot per position
 * the slider can stop at shows it, for keyboards and pointers that cannot swipe.
 */
export function MobileSlider() {
  const { t, i18n } = useTranslation();
  const config = useSiteConfig();
  const viewer = useViewer();
  const { playing, toggle } = useCarouselPlaying();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [current, setCurrent] = useState(0);
  // Focus inside stops the autoplay, as the mouse does: a focused link must not slide out of view.
  const [focusWithin, setFocusWithin] = useState(false);
  const widgets = rightWidgets(config, viewer);
  const slidesPerView = sliderSlidesPerView(useMediaQuery(PHONE_QUERY), config);

  // Autoplay is set up at init (for its pause under the mouse) and stopped here whenever not playing.
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing && !focusWithin) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing, focusWithin]);

  return (
    <aside
      className="mobile-slider"
      aria-label={t('widgets.slider')}
      data-testid="mobile-slider"
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => setFocusWithin(event.currentTarget.contains(event.relatedTarget))}
    >
      <Swiper
        key={i18n.language}
        modules={[Autoplay, A11y]}
        slidesPerView={slidesPerView}
        spaceBetween={12}
        rewind
        autoplay={{ delay: config.mobileSliderAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        onSwiper={setSwiper}
        onSlideChange={(changed) => setCurrent(changed.activeIndex)}
        a11y={{ slideLabelMessage: t('widgets.slide', { index: '{{index}}', count: '{{slidesLength}}' }) }}
      >
        {widgets.map((name) => (
          <SwiperSlide key={name}>
            <RightWidget name={name} />
          </SwiperSlide>
        ))}
      </Swiper>
      {widgets.length > 1 && (
        <div className="carousel-controls">
          <CarouselPlayToggle playing={playing} onToggle={toggle} />
          <CarouselDots count={sliderPositions(widgets.length, slidesPerView)} current={current} onPick={(index) => swiper?.slideTo(index)} />
        </div>
      )}
    </aside>
  );
}
