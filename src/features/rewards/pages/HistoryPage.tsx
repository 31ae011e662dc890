import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/Pagination';
import { SelectField } from '../../../components/SelectField';
import { LoadFailed } from '../../../components/LoadFailed';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { useSiteConfig } from '../../../config/siteConfig';
import { clampPage, pageCount, pageRows } from '../../../lib/pagination';
import { useSessionStore } from '../../../stores/sessionStore';
import { useUserStore } from '../../../stores/userStore';
import { HistoryTable } from '../components/HistoryTable';
import { HistoryTiles, type TileFigure } from '../components/HistoryTiles';
import { filterRows, historyRows, historyTiles } from '../historyRules';
import { usePendingAnswers, useUserLog } from '../useHistory';
import { useFreshUserDetails } from '../useFreshUserDetails';
import '../rewards.css';
import { useInterfaceLanguage } from '../../../lib/useInterfaceLanguage';
import { storedChoice, storedPage, storedText } from '../../../lib/entryState';
import { useEntryState } from '../../../lib/useEntryState';

/** /app/history, My activity: tiles, the filtered and paged log of a period, answers still queued as pending. */
export function HistoryPage() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const userId = useSessionStore((state) => state.session?.user_id ?? null);
  useFreshUserDetails();
  const tickets = useUserStore((state) => state.details?.tickets ?? 'loading');
  // Kept in the history entry: back from another page, the member finds the period, filter and page they left.
  const [days, setDays] = useEntryState('history.days', (stored) => storedChoice(stored, config.historyPeriods, config.historyDefaultPeriod));
  const [filter, setFilter] = useEntryState('history.filter', storedText);
  const [pageSize, setPageSize] = useEntryState('history.pageSize', (stored) => storedChoice(stored, config.historyPageSizes, config.historyPageSizes[0] ?? 6));
  const [requestedPage, setPage] = useEntryState('history.page', storedPage);
  /** A new filter, period or page size starts again from the first page. */
  const fromFirstPage = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  const log = useUserLog(days);
  const pending = usePendingAnswers(userId);
  const entries = useMemo(() => (log.kind === 'ready' ? log.value : []), [log]);
  const language = useInterfaceLanguage();
  const { buddhistYearOffset } = config;
  const rows = useMemo(() => filterRows(historyRows(entries, pending, t, language, buddhistYearOffset), filter), [entries, pending, t, language, buddhistYearOffset, filter]);
  const tiles = useMemo(() => historyTiles(entries), [entries]);
  const logFigure: TileFigure = log.kind === 'failed' ? 'unknown' : 'loading';
  const pages = pageCount(rows.length, pageSize);
  const page = clampPage(requestedPage, pages);
  const shown = pageRows(rows, page, pageSize);
  const first = (page - 1) * pageSize + 1;

  return (
    <div className="reward-page" data-testid="history-page">
      <h1 className="reward-page__title">{t('rewards.history.title')}</h1>
      <HistoryTiles
        days={days}
        pointsAccumulated={log.kind === 'ready' ? tiles.pointsAccumulated : logFigure}
        pollsAnswered={log.kind === 'ready' ? tiles.pollsAnswered : logFigure}
        tickets={config.ticketsEnabled ? tickets : null}
      />
      <div className="reward-controls">
        <TextField type="search" label={t('rewards.history.filter')} value={filter} onValueChange={fromFirstPage<string>(setFilter)} />
        <SelectField
          label={t('rewards.history.period')}
          value={days}
          options={config.historyPeriods.map((period) => ({ value: period, label: t('rewards.history.periodOption', { count: period }) }))}
          onValueChange={fromFirstPage<number>(setDays)}
        />
        <SelectField
          label={t('rewards.history.pageSize')}
          value={pageSize}
          options={config.historyPageSizes.map((size) => ({ value: size, label: String(size) }))}
          onValueChange={fromFirstPage<number>(setPageSize)}
        />
      </div>
      {log.kind === 'loading' && <Spinner label={t('rewards.history.loading')} />}
      {log.kind === 'failed' && <LoadFailed className="reward-error" message={t(log.offline ? 'rewards.history.offline' : 'rewards.history.failed')} onRetry={log.retry} />}
      {(log.kind === 'ready' || pending.length > 0) && (
        <>
          {/* One live region for the count and the empty text: a filter that finds nothing is announced too. */}
          <div role="status">
            <p className="reward-page__status" data-testid="history-range">
              {rows.length > 0 && t('rewards.history.range', { from: first, to: first + shown.length - 1, total: rows.length })}
            </p>
            {rows.length === 0 && <p className="empty-note" data-testid="history-empty">{t('rewards.history.empty')}</p>}
          </div>
          {rows.length > 0 && <HistoryTable rows={shown} caption={t('rewards.history.caption', { count: days })} />}
          {pages > 1 && <Pagination page={page} pages={pages} maxNumbers={config.maxPageNumbers} onPage={setPage} label={t('rewards.history.pages')} />}
        </>
      )}
    </div>
  );
}
