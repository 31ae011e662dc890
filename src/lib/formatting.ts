/** Display formatting: member-language dates (with the Buddhist year offset) and K/M/B/T numbers. */

const compactFormats = new Map<string, Intl.NumberFormat>();

function compactFormat(language: string, fractionDigits: 0 | 1): Intl.NumberFormat {
  const key = `${language}:${fractionDigits}`;
  let format = compactFormats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = { notation: 'compact', compactDisplay: 'short', maximumFractionDigits: fractionDigits };
    try {
      format = new Intl.NumberFormat(language, options);
    } catch {
      // Not a well-formed language tag: English units rather than a broken page.
      format = new Intl.NumberFormat('en', options);
    }
    compactFormats.set(key, format);
  }
  return format;
}

/**
 * Compact numbers in the member's language (Intl's compact notation): in English 950 → "950",
 * 1200 → "1.2K", 15_000 → "15K", 2_500_000 → "2.5M", 3e12 → "3T"; in Russian "1,2 тыс.", "2,5 млн".
 * The bare language, not `localeTag`: "en-GB" writes "1.2k", "2.5m", "3bn", and the spec asks for K/M/B/T.
 * A whole number below a thousand, one decimal at most above (the notation's default keeps two
 * significant digits only, "1M" for 999,949); rounding that reaches the next unit moves up to it.
 */
export function formatCompactNumber(value: number, language = 'en'): string {
  if (!Number.isFinite(value)) return '0';
  return compactFormat(language, Math.abs(value) < 1000 ? 0 : 1).format(value);
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
