import { useTranslation } from 'react-i18next';
import type { Offer } from './spendRules';

/** "3 raffle tickets" or a prize's name. */
export function useOfferName(): (offer: Offer) => string {
  const { t } = useTranslation();
  return (offer) => (offer.kind === 'tickets' ? t('rewards.spend.tickets', { count: offer.tier.tickets }) : offer.prize.name);
}
