import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompactCost } from '../../../lib/useCompactNumber';
import type { Prize } from '../api';

/**
 * One prize of the catalogue: picture, name, description, points cost (beside the member's `balance`,
 * when there is one), stock; `children` for what the screen adds (affordability, a button).
 */
export function PrizeCard({ prize, balance, children }: { prize: Prize; balance?: number; children?: ReactNode }) {
  const { t } = useTranslation();
  const compactCost = useCompactCost(balance);
  return (
    <li className="prize-card" data-testid="prize-card" data-prize-id={prize.id}>
      {prize.imageUrl && <img className="prize-card__picture" src={prize.imageUrl} alt="" width={320} height={200} loading="lazy" />}
      <h3 className="prize-card__name">{prize.name}</h3>
      <p className="prize-card__description">{prize.description}</p>
      <p className="prize-card__cost">{t('pages.prizes.cost', { points: compactCost(prize.pointsCost) })}</p>
      <p className="prize-card__stock">{prize.stock > 0 ? t('pages.prizes.stock', { count: prize.stock }) : t('pages.prizes.outOfStock')}</p>
      {children}
    </li>
  );
}
