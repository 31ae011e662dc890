/** Display formatting: member-language dates (with the Buddhist year offset) and K/M/B/T numbers. */

const UNITS = ['', 'K', 'M', 'B', 'T'] as const;

/**
 * 950 → "950", 1200 → "1.2K", 15_000 → "15K", 2_500_000 → "2.5M", 3e12 → "3T".
 * One decimal at most, trailing ".0" dropped; rounding that reaches 1000 moves up a unit.
 */
export function formatCompactNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  let abs = Math.abs(value);
  let unit = 0;
  while (abs >= 1000 && unit < UNITS.length - 1) {
    abs /= 1000;
    unit += 1;
  }
  let rounded = unit === 0 ? Math.round(abs) : Math.round(abs * 10) / 10;
  if (rounded >= 1000 && unit < UNITS.length - 1) {
    rounded = Math.round(rounded / 100) / 10;
    unit += 1;
  }
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
  return `${sign}${text}${UNITS[unit] ?? ''}`;
}

/** BCP 47 tag for a panel language ("kk" → "kk-KZ"), so Intl picks the member's month names. */
export function localeTag(language: string): string {
  const tags: Record<string, string> = { en: 'en-GB', ru: 'ru-RU', kk: 'kk-KZ' };
  return tags[language] ?? language;
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface DateFormatOptions {
  /** Years added to the Gregorian year (Buddhist calendar: 543); 0 leaves it alone. */
  buddhistYearOffset?: number;
  withTime?: boolean;
  timeZone?: string;
}

/**
 * A date in the member's language, e.g. "23 November 2026" (en), "23 ноября 2026 г." (ru).
 * With a Buddhist year offset the year shown is the Gregorian year plus the offset.
 */
export function formatDate(value: Date | string | number, language: string, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const offset = options.buddhistYearOffset ?? 0;
  const format = new Intl.DateTimeFormat(localeTag(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(options.withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'year' && offset ? String(Number(part.value) + offset) : part.value))
    .join('');
}

/** A short numeric date ("23/11/2026", "23.11.2026"), with the same year offset rule. */
export function formatShortDate(value: Date | string | number, language: string, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const offset = options.buddhistYearOffset ?? 0;
  const format = new Intl.DateTimeFormat(localeTag(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'year' && offset ? String(Number(part.value) + offset) : part.value))
    .join('');
}
