/**
 * With a Buddhist calendar year offset configured, dates shown to the member carry
 * year + offset; stored dates stay Gregorian ('YYYY-MM-DD').
 */

const DATE = /^(\d{4,5})-(\d{2})-(\d{2})$/;

/** True for a real Gregorian calendar day (2023-02-30 is not). */
export function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** A stored Gregorian date as the member sees it: the year plus the offset; '' for none. */
export function toDisplayDate(stored: string | null | undefined, offset: number): string {
  const match = stored ? DATE.exec(stored) : null;
  if (!match) return '';
  return `${pad(Number(match[1]) + offset, 4)}-${match[2]}-${match[3]}`;
}

/**
 * A typed date, year first: 'YYYY-MM-DD', its parts split by '.' or '/' as well, or the eight digits
 * alone (a phone's numeric keypad may have no separator).
 */
const TYPED_DATE = /^(\d{4,5})[-./](\d{2})[-./](\d{2})$|^(\d{4})(\d{2})(\d{2})$/;

/** What the member typed, back to the stored Gregorian date, or null when it is no real date. */
export function toStoredDate(shown: string, offset: number): string | null {
  const typed = TYPED_DATE.exec(shown.trim());
  if (!typed) return null;
  // The groups of whichever form matched: 1-3 with separators, 4-6 without.
  const parts = typed[1] !== undefined ? typed.slice(1, 4) : typed.slice(4, 7);
  const [year, month, day] = [Number(parts[0]) - offset, Number(parts[1]), Number(parts[2])];
  if (year < 1 || year > 9999 || !isRealDate(year, month, day)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
