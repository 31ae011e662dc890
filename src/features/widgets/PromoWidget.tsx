import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { promoPhase } from '@contract/rules/seasonal-promo';
import { useSiteConfig } from '../../config/siteConfig';
import { useFormatDate } from '../../lib/useFormatDate';
import { Widget } from './Widget';

/**
 * The seasonal promo from configuration: its period and ticket tiers. Outside its dates it says
 * so, since the price list sells its tiers only while it runs.
 */
export function PromoWidget({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  const { seasonalPromo, panelTimeZone } = useSiteConfig();
  const formatDate = useFormatDate();
  const phase = promoPhase(seasonalPromo, now, panelTimeZone);
  const from = formatDate(seasonalPromo.from, { timeZone: 'UTC' });
  return (
    <Widget name="promo" title={t('widgets.promo.title')}>
      <p>{t('widgets.promo.period', { from, to: formatDate(seasonalPromo.to, { timeZone: 'UTC' }) })}</p>
      <ul className="widget__list">
        {seasonalPromo.tiers.map((tier) => (
          <li key={`${tier.tickets}-${tier.points}`}>{t('widgets.promo.tier', { tickets: tier.tickets, points: tier.points })}</li>
        ))}
      </ul>
      {phase === 'running' ? (
        <Link className="widget__link" href="/app/spendpoints">{t('widgets.promo.link')}</Link>
      ) : (
        <p data-testid="promo-phase">{phase === 'ended' ? t('widgets.promo.ended') : t('widgets.promo.upcoming', { from })}</p>
      )}
    </Widget>
  );
}
