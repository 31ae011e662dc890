import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { useSiteConfig } from '../../config/siteConfig';
import { leftCarouselSlides, type LeftSlide } from './layoutRules';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const TARGETS: Record<LeftSlide, { href: string; link: string }> = {
  points: { href: '/app/spendpoints', link: 'layout.sidebar.convert' },
  tickets: { href: '/app/prizes', link: 'layout.carousel.tickets.link' },
  invite: { href: '/app/invite', link: 'layout.sidebar.invite' },
};

/** The left-widget carousel: 3 slides with tickets, else 2; autoplay every 3000 ms (configured). */
export function LeftCarousel() {
  const { t, i18n } = useTranslation();
  const config = useSiteConfig();
  const reducedMotion = usePrefersReducedMotion();
  const slides = leftCarouselSlides(config);
  return (
    <section className="left-carousel" aria-label={t('layout.sidebar.carousel')} data-testid="left-carousel">
      <Swiper
        key={i18n.language}
        modules={[Autoplay, A11y]}
        slidesPerView={1}
        rewind
        autoplay={reducedMotion ? false : { delay: config.leftCarouselAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        a11y={{ slideLabelMessage: t('widgets.slide', { index: '{{index}}', count: '{{slidesLength}}' }) }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide} data-testid={`left-slide-${slide}`}>
            <p>{t(`layout.carousel.${slide}.text`)}</p>
            <Link href={TARGETS[slide].href}>{t(TARGETS[slide].link)}</Link>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
