/** Display formatting: member-language dates (with the Buddhist year offset) and K/M/B/T numbers. */

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A cached Intl.NumberFormat; a tag that is not well formed gets English rather than a broken page. */
function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, options);
    } catch {
      format = new Intl.NumberFormat('en', options);
    }
    numberFormats.set(key, format);
  }
  return format;
}

let engineKazakh: boolean | undefined;
/** Whether this engine has Kazakh formats (some browsers are built without them). */
function engineHasKazakh(): boolean {
  engineKazakh ??= new Intl.DateTimeFormat('kk-KZ', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2020, 11, 17)) === 'желтоқсан';
  return engineKazakh;
}

/** The panel languages whose dates and separators this module writes itself when the engine lacks them. */
const writesOwnFormats = (language: string): boolean => language === 'kk' && !engineHasKazakh();

/** The Kazakh date writer, loaded only where it is needed (it stays out of the first load). */
let kazakhDates: typeof import('./kazakhDates') | null = null;

/**
 * Gets the language's own formats ready where the engine lacks them: the translations wait for it
 * (localeBackend), so the first screen in Kazakh already writes its dates.
 */
export async function prepareLanguageFormats(language: string): Promise<void> {
  if (writesOwnFormats(language)) kazakhDates ??= await import('./kazakhDates');
}

/** The Kazakh date writer when this language needs it and it is loaded. */
const ownDates = (language: string) => (writesOwnFormats(language) ? kazakhDates : null);

/** The language's decimal separator ("." in English, "," in Russian and Kazakh). */
function decimalSeparator(language: string): string {
  if (writesOwnFormats(language)) return ',';
  return numberFormat(language, {}).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/** English digits with the language's decimal separator. */
function withSeparator(parts: Intl.NumberFormatPart[], language: string): string {
  const separator = decimalSeparator(language);
  return parts.map((part) => (part.type === 'decimal' ? separator : part.value)).join('');
}

/**
 * Compact numbers with the K/M/B/T unit letters in every language, written with
 * the language's decimal separator: 950 → "950", 1200 → "1.2K" ("1,2K" in Russian), 15_000 → "15K",
 * 2_500_000 → "2.5M", 3e12 → "3T". English compact notation gives the letters ("en-GB" would write
 * "1.2k", "3bn"; Russian "1,2 тыс."). A whole number below a thousand, one decimal at most above (the
 * notation's default keeps two significant digits only, "1M" for 999,949). Cut, never rounded up: a
 * balance of 2,460 points is "2.4K", not the "2.5K" of a 2,500-point prize it cannot buy, and
 * 999,999 is "999.9K". What is still missing is rounded 'up' instead, away from zero, so it is never
 * understated: 2,370 more points needed is "2.4K", since 2.3K more would not be enough.
 */
export function formatCompactNumber(value: number, language = 'en', rounding: CompactRounding = 'down'): string {
  if (!Number.isFinite(value)) return '0';
  return withSeparator(numberFormat('en', { notation: 'compact', compactDisplay: 'short', maximumFractionDigits: Math.abs(value) < 1000 ? 0 : 1, roundingMode: rounding === 'up' ? 'expand' : 'trunc' }).formatToParts(value), language);
}

/** How a compact number drops its digits: 'down' cuts them (an amount held), 'up' rounds away from zero (an amount still needed). */
export type CompactRounding = 'down' | 'up';

/**
 * How a price is rounded beside the member's balance (cut): as the balance is when the balance covers
 * it, so an affordable price never looks above the balance ("2.4K" for 2,450 beside a balance of
 * 2,460, not "2.5K"); else up, never below what it takes. Without a balance (a visitor), up.
 */
export function costRounding(balance: number | undefined, cost: number): CompactRounding {
  return balance !== undefined && balance >= cost ? 'down' : 'up';
}

/** A percentage's number, one decimal at most, with the language's decimal separator: 18.5 → "18.5", "18,5" in Russian. */
export function formatPercentNumber(value: number, language = 'en'): string {
  if (!Number.isFinite(value)) return '0';
  return withSeparator(numberFormat('en', { maximumFractionDigits: 1, useGrouping: false }).formatToParts(value), language);
}

/**
 * The count a counted phrase's plural form is chosen by when the count is shown compact: the count
 * itself below a thousand, else a round thousand ("1.2K answers", Russian "1,2K ответов").
 */
export function compactPluralCount(value: number): number {
  return Math.abs(value) < 1000 ? value : 1000;
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
  const own = ownDates(language);
  if (own) return own.kazakhLongDate(date, { yearOffset: offset, timeZone: options.timeZone }, options.withTime === true);
  const format = new Intl.DateTimeFormat(localeTag(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(options.withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  return withYearOffset(format.formatToParts(date), offset);
}

/** A formatted date's text, its year moved by the offset. */
function withYearOffset(parts: Intl.DateTimeFormatPart[], offset: number): string {
  return parts.map((part) => (part.type === 'year' && offset ? String(Number(part.value) + offset) : part.value)).join('');
}

/**
 * A calendar month given as 'YYYY-MM' (how the raffle names its months) in the member's language,
 * "December 2026", "декабрь 2026 г.", with the same year offset rule; any other text is shown as given.
 */
export function formatMonth(month: string, language: string, options: Pick<DateFormatOptions, 'buddhistYearOffset'> = {}): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return month;
  // Mid-month in UTC, formatted in UTC: no time zone can move it into another month.
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15));
  const offset = options.buddhistYearOffset ?? 0;
  const own = ownDates(language);
  if (own) return own.kazakhMonth(date, { yearOffset: offset, timeZone: 'UTC' });
  return withYearOffset(new Intl.DateTimeFormat(localeTag(language) || undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).formatToParts(date), offset);
}

/** A short numeric date ("23/11/2026", "23.11.2026"), with the same year offset rule. */
export function formatShortDate(value: Date | string | number, language: string, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const offset = options.buddhistYearOffset ?? 0;
  const own = ownDates(language);
  if (own) return own.kazakhShortDate(date, { yearOffset: offset, timeZone: options.timeZone });
  const format = new Intl.DateTimeFormat(localeTag(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  return withYearOffset(format.formatToParts(date), offset);
}
