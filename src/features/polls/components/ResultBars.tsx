import { useTranslation } from 'react-i18next';
import { useCompactCount, usePercentNumber } from '../../../lib/useCompactNumber';
import type { ResultRow } from '../resultsRules';

interface Props {
  rows: ResultRow[];
  /** The values the member chose, marked in the list. */
  selected?: number[];
  /** Accessible name of the list. */
  label: string;
  /** Percentages only (the breakdowns, where the group's count is shown once). */
  compact?: boolean;
}

/** Results as plain CSS bars, each with its label, percentage and count as text. */
export function ResultBars({ rows, selected = [], label, compact = false }: Props) {
  const { t } = useTranslation();
  const counted = useCompactCount();
  const percentText = usePercentNumber();
  return (
    <ul className={compact ? 'poll-bars poll-bars--compact' : 'poll-bars'} aria-label={label}>
      {rows.map((row) => {
        const mine = selected.includes(row.value);
        return (
          <li key={row.value} className={mine ? 'poll-bars__row poll-bars__row--mine' : 'poll-bars__row'} data-testid="result-row">
            <span className="poll-bars__label">
              {row.label}
              {mine && <span className="poll-bars__mine"> {t('polls.results.yourAnswer')}</span>}
            </span>
            <span className="poll-bars__track" aria-hidden="true">
              <span className="poll-bars__fill" style={{ width: `${Math.min(row.percent, 100)}%` }} />
            </span>
            <span className="poll-bars__value">
              {t('polls.results.percent', { percent: percentText(row.percent) })}
              {!compact && <span className="poll-bars__count"> {t('polls.results.count', counted(row.count))}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
