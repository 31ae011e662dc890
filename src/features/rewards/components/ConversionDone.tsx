import { useTranslation } from 'react-i18next';
import { useCompactNumber } from '../../../lib/useCompactNumber';
import type { Conversion } from '../useConversion';
import { useOfferName } from '../useOfferName';

/**
 * The outcome of the last conversion, announced politely: what was bought and the new balance. A repeat
 * of a request that had gone through (its answer was lost) says so: nothing more was spent (the balance
 * it answers is the earlier request's, so the sidebar's, read again, is the one shown).
 */
export function ConversionDone({ done }: { done: Conversion['done'] }) {
  const { t } = useTranslation();
  const compact = useCompactNumber();
  const offerName = useOfferName();
  return (
    <p role="status" className={done ? 'reward-success' : 'visually-hidden'} data-testid="conversion-done">
      {done
        ? t(done.result.duplicate ? 'rewards.spend.doneEarlier' : 'rewards.spend.done', { what: offerName(done.offer), spent: compact(done.result.pointsSpent), points: compact(done.result.points) })
        : ''}
    </p>
  );
}
