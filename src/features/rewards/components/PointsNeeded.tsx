import { useTranslation } from 'react-i18next';
import { useCompactNumber } from '../../../lib/useCompactNumber';

/** "You need 2.4K more points": what a member still lacks for an offer, rounded up so it is never understated. */
export function PointsNeeded({ points, id }: { points: number; id?: string }) {
  const { t } = useTranslation();
  const compactNeeded = useCompactNumber('up');
  return <p id={id} className="offer-action__hint">{t('rewards.spend.needMore', { points: compactNeeded(points) })}</p>;
}
