import { useTranslation } from 'react-i18next';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { useSiteConfig } from '../../config/siteConfig';
import { RightWidget } from '../../features/widgets/RightWidget';
import { PHONE_MAX_WIDTH, rightWidgets, sliderSlidesPerView } from '../../session/layoutRules';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useViewer } from '../../session/useViewer';

/** Below desktop width the right column becomes a slider: one slide under 768 px, else 2 (3 with tickets); autoplay 5000 ms. */
export function MobileSlider() {
  const { t, i18n } = useTranslation();
  const config = useSiteConfig();
  const viewer = useViewer();
  const reducedMotion = usePrefersReducedMotion();
  const widgets = rightWidgets(config, viewer);
  const wide = sliderSlidesPerView(PHONE_MAX_WIDTH + 1, config);
  return (
    <aside className="mobile-slider" aria-label={t('widgets.slider')} data-testid="mobile-slider">
      <Swiper
        key={i18n.language}
        modules={[Autoplay, A11y]}
        slidesPerView={1}
        spaceBetween={12}
        breakpoints={{ [PHONE_MAX_WIDTH + 1]: { slidesPerView: wide } }}
        rewind
        autoplay={reducedMotion ? false : { delay: config.mobileSliderAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        a11y={{ slideLabelMessage: t('widgets.slide', { index: '{{index}}', count: '{{slidesLength}}' }) }}
      >
        {widgets.map((name) => (
          <SwiperSlide key={name}>
            <RightWidget name={name} />
          </SwiperSlide>
        ))}
      </Swiper>
    </aside>
  );
}
