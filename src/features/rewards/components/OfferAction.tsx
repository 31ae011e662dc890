import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { useCompactNumber } from '../../../lib/useCompactNumber';
import { offerCost, shortfall, unavailableReason, type Offer } from '../spendRules';
import { useOfferName } from '../useOfferName';

/** The button that opens an offer's confirmation, or why the offer cannot be chosen now. */
export function OfferAction({ offer, balance, onChoose }: { offer: Offer; balance: number; onChoose(offer: Offer): void }) {
  const { t } = useTranslation();
  const compact = useCompactNumber();
  const offerName = useOfferName();
  const hintId = useId();
  const reason = unavailableReason(offer, balance);
  return (
    <div className="offer-action">
      <Button onClick={() => onChoose(offer)} disabled={reason !== null} aria-describedby={reason ? hintId : undefined}>
        {t('rewards.spend.exchangeFor', { what: offerName(offer) })}
      </Button>
      {reason === 'tooExpensive' && (
        <p id={hintId} className="offer-action__hint">{t('rewards.spend.needMore', { points: compact(shortfall(balance, offerCost(offer))) })}</p>
      )}
      {reason === 'outOfStock' && <p id={hintId} className="offer-action__hint">{t('pages.prizes.outOfStock')}</p>}
    </div>
  );
}
