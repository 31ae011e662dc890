import { useTranslation } from 'react-i18next';
import { pageWindow } from '../lib/pagination';
import './pagination.css';

interface Props {
  page: number;
  pages: number;
  /** Page numbers shown at most (5 as configured). */
  maxNumbers: number;
  onPage(page: number): void;
  /** Names the navigation landmark, e.g. "My activity pages". */
  label: string;
}

/**
 * Previous, up to `maxNumbers` page numbers around the current one, next. Previous on the first page
 * and Next on the last are marked unavailable but stay focusable: the keyboard's focus stays on the
 * button the member pressed to get there.
 */
export function Pagination({ page, pages, maxNumbers, onPage, label }: Props) {
  const { t } = useTranslation();
  const step = (to: number) => {
    if (to >= 1 && to <= pages) onPage(to);
  };
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__step" onClick={() => step(page - 1)} aria-disabled={page <= 1 || undefined}>
        {t('common.pagination.previous')}
      </button>
      <ul className="pagination__numbers">
        {pageWindow(page, pages, maxNumbers).map((number) => (
          <li key={number}>
            <button
              type="button"
              className="pagination__number"
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('common.pagination.page', { number })}
              onClick={() => onPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="pagination__step" onClick={() => step(page + 1)} aria-disabled={page >= pages || undefined}>
        {t('common.pagination.next')}
      </button>
    </nav>
  );
}
