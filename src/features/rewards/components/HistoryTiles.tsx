import { useTranslation } from 'react-i18next';
import { useCompactNumber } from '../../../lib/useCompactNumber';

/** A tile's figure; `loading` while it is on its way, `unknown` when it could not be read: never shown as a 0 it is not. */
export type TileFigure = number | 'loading' | 'unknown';

interface Props {
  days: number;
  pointsAccumulated: TileFigure;
  pollsAnswered: TileFigure;
  /** Tickets valid this month; null when tickets are switched off. */
  tickets: TileFigure | null;
}

/** The tiles: points accumulated, tickets valid this month (when enabled), polls answered. */
export function HistoryTiles({ days, pointsAccumulated, pollsAnswered, tickets }: Props) {
  const { t } = useTranslation();
  const compact = useCompactNumber();
  const tiles = [
    { id: 'points', label: t('rewards.history.tiles.points'), value: pointsAccumulated, hint: t('rewards.history.tiles.inPeriod', { count: days }) },
    ...(tickets === null ? [] : [{ id: 'tickets', label: t('rewards.history.tiles.tickets'), value: tickets, hint: t('rewards.history.tiles.thisMonth') }]),
    { id: 'polls', label: t('rewards.history.tiles.polls'), value: pollsAnswered, hint: t('rewards.history.tiles.inPeriod', { count: days }) },
  ];
  return (
    <dl className="reward-tiles">
      {tiles.map((tile) => (
        <div key={tile.id} className="reward-tiles__tile" data-testid={`history-tile-${tile.id}`}>
          <dt>{tile.label}</dt>
          {typeof tile.value === 'number'
            ? <dd className="reward-tiles__value" title={String(tile.value)}>{compact(tile.value)}</dd>
            : <dd className="reward-tiles__value" aria-busy={tile.value === 'loading' || undefined} aria-label={t(`rewards.history.tiles.${tile.value}`)}>{tile.value === 'loading' ? '…' : '–'}</dd>}
          <dd className="reward-tiles__hint">{tile.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
