/**
 * Kazakh dates written without the engine's locale data, for browsers built without Kazakh (they
 * answer "kk-KZ" with the root pattern, "2020 M12 17"): the text CLDR's Kazakh data gives. Loaded
 * only where needed (formatting.ts).
 */

const MONTHS = ['қаңтар', 'ақпан', 'наурыз', 'сәуір', 'мамыр', 'маусым', 'шілде', 'тамыз', 'қыркүйек', 'қазан', 'қараша', 'желтоқсан'] as const;

export interface KazakhDateOptions {
  /** Years added to the Gregorian year (Buddhist calendar: 543). */
  yearOffset: number;
  /** The calendar's time zone; the browser's own without one. */
  timeZone?: string;
}

/** A date's fields on the calendar of the time zone, the year offset added. */
function dateFields(date: Date, { yearOffset, timeZone }: KazakhDateOptions) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return { year: Number(field('year')) + yearOffset, month: field('month'), day: field('day'), time: `${field('hour')}:${field('minute')}` };
}

/** "2020 ж. 17 желтоқсан", with the time "2020 ж. 17 желтоқсан, 10:05". */
export function kazakhLongDate(date: Date, options: KazakhDateOptions, withTime: boolean): string {
  const fields = dateFields(date, options);
  const text = `${fields.year} ж. ${Number(fields.day)} ${MONTHS[Number(fields.month) - 1]}`;
  return withTime ? `${text}, ${fields.time}` : text;
}

/** "2020 ж. желтоқсан". */
export function kazakhMonth(date: Date, options: KazakhDateOptions): string {
  const fields = dateFields(date, options);
  return `${fields.year} ж. ${MONTHS[Number(fields.month) - 1]}`;
}

/** "17.12.2020". */
export function kazakhShortDate(date: Date, options: KazakhDateOptions): string {
  const fields = dateFields(date, options);
  return `${fields.day}.${fields.month}.${fields.year}`;
}
