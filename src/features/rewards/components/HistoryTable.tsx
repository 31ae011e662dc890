import { useTranslation } from 'react-i18next';
import type { HistoryRow } from '../historyRules';
import { useShortDateTime } from '../../../lib/useShortDateTime';
import { PointsDelta } from './PointsDelta';
import { TableScroll } from '../../../components/TableScroll';

/** The rows of one page of My activity. */
export function HistoryTable({ rows, caption }: { rows: readonly HistoryRow[]; caption: string }) {
  const { t } = useTranslation();
  const shortDateTime = useShortDateTime();
  return (
    <TableScroll label={caption}>
      <table className="data-table" data-testid="history-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rewards.history.columns.date')}</th>
            <th scope="col">{t('rewards.history.columns.description')}</th>
            <th scope="col">{t('rewards.history.columns.points')}</th>
            <th scope="col">{t('rewards.history.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const when = shortDateTime(row.date);
            return (
              <tr key={row.key} data-pending={row.pending || undefined}>
                <td className="data-table__date"><span>{when.date}</span> <span>{when.time}</span></td>
                <td className="data-table__text">{row.description}</td>
                <td>{row.points === null ? '' : <PointsDelta points={row.points} />}</td>
                <td>
                  {row.pending
                    ? <span className="reward-badge reward-badge--pending">{t('rewards.history.status.pending')}</span>
                    : t('rewards.history.status.saved')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
