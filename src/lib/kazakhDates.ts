/**
 * Kazakh dates written without the engine's locale data, for browsers built without Kazakh (they
 * answer "kk-KZ" with the root pattern, "2020 M12 17"): the text CLDR's Kazakh data gives.
 */

/** A date's fields as a calendar in some time zone shows them. */
export interface DateFields {
  year: number;
  month: number;
  day: number;
  hour: string;
  minute: string;
}

const MONTHS = ['қаңтар', 'ақпан', 'наурыз', 'сәуір', 'мамыр', 'маусым', 'шілде', 'тамыз', 'қыркүйек', 'қазан', 'қараша', 'желтоқсан'] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "2020 ж. 17 желтоқсан", with the time "2020 ж. 17 желтоқсан, 10:05". */
export function kazakhLongDate(fields: DateFields, withTime: boolean): string {
  const date = `${fields.year} ж. ${fields.day} ${MONTHS[fields.month - 1]}`;
  return withTime ? `${date}, ${fields.hour}:${fields.minute}` : date;
}

/** "17.12.2020". */
export function kazakhShortDate(fields: DateFields): string {
  return `${twoDigits(fields.day)}.${twoDigits(fields.month)}.${fields.year}`;
}
