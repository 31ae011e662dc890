import { formatCompactNumber } from '../../../lib/formatting';

/** +10 / −140: points credited or spent, with a real minus sign. */
export function PointsDelta({ points }: { points: number }) {
  const sign = points > 0 ? '+' : '\u2212';
  return <span className={points > 0 ? 'points-delta points-delta--credit' : 'points-delta points-delta--debit'}>{`${sign}${formatCompactNumber(Math.abs(points))}`}</span>;
}
