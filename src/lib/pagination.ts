/**
 * Paging of a client-side table (up to 5 page numbers shown; My activity pages of
 * 6, 10 or 20 rows, the propose table pages of 5). Pages are numbered from 1.
 */

/** How many pages `total` rows fill; an empty table still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** A requested page brought into 1..pages (a filter may have shrunk the table under it). */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, pages));
}

/** The rows shown on a page. */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/**
 * The page numbers to show: at most `max`, a run around the current page (it sits in the middle
 * where it can), shifted so the run never passes the first or the last page.
 */
export function pageWindow(current: number, pages: number, max: number): number[] {
  const size = Math.max(1, Math.min(max, pages));
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}
