import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSiteConfig } from '../../config/siteConfig';
import { useFormatDate } from '../../lib/useFormatDate';
import { Widget } from './Widget';

/** The seasonal promo from configuration: its period and ticket tiers. */
export function PromoWidget() {
  const { t } = useTranslation();
  const { seasonalPromo } = useSiteConfig();
  const formatDate = useFormatDate();
  return (
    <Widget name="promo" title={t('widgets.promo.title')}>
      <p>{t('widgets.promo.period', { from: formatDate(seasonalPromo.from, { timeZone: 'UTC' }), to: formatDate(seasonalPromo.to, { timeZone: 'UTC' }) })}</p>
      <ul className="widget__list">
        {seasonalPromo.tiers.map((tier) => (
          <li key={`${tier.tickets}-${tier.points}`}>{t('widgets.promo.tier', { tickets: tier.tickets, points: tier.points })}</li>
        ))}
      </ul>
      <Link className="widget__link" href="/app/spendpoints">{t('widgets.promo.link')}</Link>
    </Widget>
  );
}
