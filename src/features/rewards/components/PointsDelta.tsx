import { useCompactNumber } from '../../../lib/useCompactNumber';

/** +10 / −140: points credited or spent, with a real minus sign. */
export function PointsDelta({ points }: { points: number }) {
  const compact = useCompactNumber();
  const sign = points > 0 ? '+' : '\u2212';
  return <span className={points > 0 ? 'points-delta points-delta--credit' : 'points-delta points-delta--debit'}>{`${sign}${compact(Math.abs(points))}`}</span>;
}
