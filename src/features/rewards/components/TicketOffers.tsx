import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../config/siteConfig';
import { useCompactCost } from '../../../lib/useCompactNumber';
import { useFormatDate } from '../../../lib/useFormatDate';
import type { TicketTier } from '../api';
import type { Offer } from '../spendRules';
import { OfferAction } from './OfferAction';

/** The ticket tiers the server sells today; the seasonal promo's are marked with its period. */
export function TicketOffers({ tiers, balance, onChoose }: { tiers: readonly TicketTier[]; balance: number; onChoose(offer: Offer): void }) {
  const { t } = useTranslation();
  const compactCost = useCompactCost(balance);
  const { seasonalPromo } = useSiteConfig();
  const formatDate = useFormatDate();
  if (tiers.length === 0) return <p className="empty-note">{t('rewards.spend.noTickets')}</p>;
  return (
    <ul className="offer-list">
      {tiers.map((tier) => (
        <li key={tier.index} className={tier.promo ? 'offer-card offer-card--promo' : 'offer-card'} data-testid="ticket-offer">
          {tier.promo && (
            <p className="reward-badge reward-badge--promo">
              {t('rewards.spend.promo', { to: formatDate(seasonalPromo.to, { timeZone: 'UTC' }) })}
            </p>
          )}
          <h3 className="offer-card__name">{t('rewards.spend.tickets', { count: tier.tickets })}</h3>
          <p className="offer-card__cost">{t('pages.prizes.cost', { points: compactCost(tier.points) })}</p>
          <OfferAction offer={{ kind: 'tickets', tier }} balance={balance} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}
