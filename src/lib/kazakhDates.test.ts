import { describe, expect, it } from 'vitest';
import { kazakhLongDate, kazakhMonth, kazakhShortDate } from './kazakhDates';

// Node is built with full ICU: its Kazakh is the reference the fallback must match.
const reference = (date: Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('kk-KZ', { timeZone: 'UTC', ...options }).format(date);
const utc = { yearOffset: 0, timeZone: 'UTC' };

describe('Kazakh dates without the engine\'s data', () => {
  const dates = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, month * 2 + 1, month + 3, month * 5)));

  it.each(dates.map((date) => [date.toISOString(), date] as const))('write %s as CLDR\'s Kazakh does', (_name, date) => {
    expect(kazakhLongDate(date, utc, false)).toBe(reference(date, { day: 'numeric', month: 'long', year: 'numeric' }));
    expect(kazakhLongDate(date, utc, true)).toBe(reference(date, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }));
    expect(kazakhShortDate(date, utc)).toBe(reference(date, { day: '2-digit', month: '2-digit', year: 'numeric' }));
    expect(kazakhMonth(date, utc)).toBe(reference(date, { month: 'long', year: 'numeric' }));
  });

  it('adds the Buddhist year offset and follows the time zone', () => {
    const date = new Date(Date.UTC(2026, 11, 31, 22, 30));
    expect(kazakhShortDate(date, { yearOffset: 543, timeZone: 'Asia/Almaty' })).toBe('01.01.2570');
  });
});
