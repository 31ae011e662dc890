import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { clampPage, pageCount, pageRows } from '../../lib/pagination';
import { TableScroll } from '../../components/TableScroll';
import { useCompactNumber } from '../../lib/useCompactNumber';
import { useShortDateTime } from '../../lib/useShortDateTime';
import { storedPage, storedText } from '../../lib/entryState';
import { useEntryState } from '../../lib/useEntryState';
import type { ProposedQuestion } from './api';
import { filterByText, statusName } from './proposeForm';

interface Props {
  rows: ProposedQuestion[];
  loading: boolean;
  pageSize: number;
  maxPageNumbers: number;
}

/**
 * My questions: filtered by text, paged; a row's text opens its question's card (closed
 * until the proposal is accepted).
 */
export function MyQuestions({ rows, loading, pageSize, maxPageNumbers }: Props) {
  const { t } = useTranslation();
  const shortDateTime = useShortDateTime();
  const compact = useCompactNumber();
  // Kept in the history entry: back from a question's card, the member finds the filter and page they left.
  const [filter, setFilter] = useEntryState('propose.filter', storedText);
  const [requestedPage, setPage] = useEntryState('propose.page', storedPage);
  const filtered = useMemo(() => filterByText(rows, filter), [rows, filter]);
  const pages = pageCount(filtered.length, pageSize);
  const page = clampPage(requestedPage, pages);
  const shown = pageRows(filtered, page, pageSize);

  return (
    // Not a named region itself: the table's scrolling region already carries the list's name.
    <section className="propose-mine">
      <h2>{t('propose.mine.title')}</h2>
      <TextField
        type="search"
        label={t('propose.mine.filter')}
        value={filter}
        onValueChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
      />
      {/* A filter changes the table without moving the focus: how many rows it left is said aloud. */}
      <p role="status" className="visually-hidden" data-testid="propose-filter-status">
        {!loading && filter.trim() !== '' && rows.length > 0 ? t('propose.mine.matching', { count: filtered.length }) : ''}
      </p>
      {loading && <Spinner label={t('propose.mine.loading')} />}
      {/* The table's empty text, whether nothing was proposed or the filter leaves nothing (the product's wording). */}
      {!loading && shown.length === 0 && <p className="empty-note" data-testid="propose-empty">{t('propose.mine.empty')}</p>}
      {!loading && shown.length > 0 && (
        <TableScroll label={t('propose.mine.title')}>
          <table className="data-table" data-testid="propose-table">
            <thead>
              <tr>
                <th scope="col">{t('propose.mine.columns.date')}</th>
                <th scope="col">{t('propose.mine.columns.question')}</th>
                <th scope="col">{t('propose.mine.columns.answers')}</th>
                <th scope="col">{t('propose.mine.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => {
                const when = shortDateTime(row.questionDatetime);
                return (
                  <tr key={row.proposalId}>
                    <td className="data-table__date"><span>{when.date}</span> <span>{when.time}</span></td>
                    <td className="data-table__text propose-mine__text"><Link href={`/app/cardPage/${row.questionId}`}>{row.questionText}</Link></td>
                    <td data-label={t('propose.mine.columns.answers')}>{compact(row.answersCount)}</td>
                    <td>{t(`propose.mine.status.${statusName(row.questionIsAccepted)}`)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pages > 1 && <Pagination page={page} pages={pages} maxNumbers={maxPageNumbers} onPage={setPage} label={t('propose.mine.pages')} />}
    </section>
  );
}
