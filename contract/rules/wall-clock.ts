/**
 * Readings of a time zone's wall clock (an IANA name such as 'Asia/Almaty'): the panel's calendar
 * days and months (`panelTimeZone`), the same on the server and in the app.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one costs far more than using it); throws RangeError for an unknown zone. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, calendar: 'gregory', numberingSystem: 'latn', hourCycle: 'h23',
      year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time of `instant` in `timeZone`, as the epoch milliseconds of that reading in UTC. */
export function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) + (((instant % 1000) + 1000) % 1000);
}

/** Whether `timeZone` is a zone name the runtime knows (an IANA name such as 'Asia/Almaty', or 'UTC'; not an offset such as '+05:00'). */
export function isTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z]/.test(timeZone)) return false;
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** 'YYYY-MM-DD' of the day `date` falls in on the wall clock of `timeZone`. */
export const dayIn = (date: Date, timeZone: string): string => new Date(wallClock(date.getTime(), timeZone)).toISOString().slice(0, 10);
