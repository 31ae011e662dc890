import { describe, expect, it } from 'vitest';
import { kazakhLongDate, kazakhShortDate } from './kazakhDates';

// Node is built with full ICU: its Kazakh is the reference the browser-less fallback must match.
const reference = (date: Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('kk-KZ', { timeZone: 'UTC', ...options }).format(date);
const fieldsOf = (date: Date) => ({
  year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(),
  hour: String(date.getUTCHours()).padStart(2, '0'), minute: String(date.getUTCMinutes()).padStart(2, '0'),
});

describe('Kazakh dates without the engine\'s data', () => {
  const dates = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, month * 2 + 1, month + 3, month * 5)));

  it.each(dates.map((date) => [date.toISOString(), date] as const))('write %s as CLDR\'s Kazakh does', (_name, date) => {
    expect(kazakhLongDate(fieldsOf(date), false)).toBe(reference(date, { day: 'numeric', month: 'long', year: 'numeric' }));
    expect(kazakhLongDate(fieldsOf(date), true)).toBe(reference(date, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }));
    expect(kazakhShortDate(fieldsOf(date))).toBe(reference(date, { day: '2-digit', month: '2-digit', year: 'numeric' }));
  });
});
