import { useTranslation } from 'react-i18next';
import { formatCompactNumber } from '../../../lib/formatting';
import type { Conversion } from '../useConversion';
import { useOfferName } from '../useOfferName';

/** The outcome of the last conversion, announced politely: what was bought and the new balance. */
export function ConversionDone({ done }: { done: Conversion['done'] }) {
  const { t } = useTranslation();
  const offerName = useOfferName();
  return (
    <p role="status" className={done ? 'reward-success' : 'visually-hidden'} data-testid="conversion-done">
      {done
        ? t('rewards.spend.done', { what: offerName(done.offer), spent: formatCompactNumber(done.result.pointsSpent), points: formatCompactNumber(done.result.points) })
        : ''}
    </p>
  );
}
