import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { offerCost, shortfall, unavailableReason, type Offer } from '../spendRules';
import { useOfferName } from '../useOfferName';
import { PointsNeeded } from './PointsNeeded';

/** The button that opens an offer's confirmation, or why the offer cannot be chosen now. */
export function OfferAction({ offer, balance, onChoose }: { offer: Offer; balance: number; onChoose(offer: Offer): void }) {
  const { t } = useTranslation();
  const offerName = useOfferName();
  const hintId = useId();
  const reason = unavailableReason(offer, balance);
  return (
    <div className="offer-action">
      <Button onClick={() => onChoose(offer)} disabled={reason !== null} aria-describedby={reason ? hintId : undefined}>
        {t('rewards.spend.exchangeFor', { what: offerName(offer) })}
      </Button>
      {reason === 'tooExpensive' && <PointsNeeded id={hintId} points={shortfall(balance, offerCost(offer))} />}
      {reason === 'outOfStock' && <p id={hintId} className="offer-action__hint">{t('pages.prizes.outOfStock')}</p>}
    </div>
  );
}
