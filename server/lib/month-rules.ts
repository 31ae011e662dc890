/**
 * Calendar months on a time zone's wall clock: raffle tickets belong to the month the panel's own
 * zone (`panelTimeZone`, an IANA name) is in, and a month's draw waits for that month to end there.
 */

import { dayIn, wallClock } from '@contract/rules/wall-clock';

export { isTimeZone } from '@contract/rules/wall-clock';

const DAY_MS = 86_400_000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether `value` is a month as 'YYYY-MM'. */
export const isMonth = (value: string): boolean => MONTH.test(value);

/** 'YYYY-MM' of the wall clock of `timeZone` at `instant`. */
const wallMonth = (instant: number, timeZone: string): string => dayIn(new Date(instant), timeZone).slice(0, 7);

/** Per zone, the month last asked for and its bounds: nearly every call falls in it and needs no formatting. */
const lastMonth = new Map<string, { month: string; start: number; end: number }>();

/** 'YYYY-MM' of the month `date` falls in on the wall clock of `timeZone`. */
export function monthIn(date: Date, timeZone: string): string {
  const instant = date.getTime();
  const last = lastMonth.get(timeZone);
  if (last && instant >= last.start && instant < last.end) return last.month;
  const month = wallMonth(instant, timeZone);
  const { start, end } = monthBounds(month, timeZone)!;
  lastMonth.set(timeZone, { month, start: start.getTime(), end: end.getTime() });
  return month;
}

/** The month raffle tickets belong to at an instant: 'YYYY-MM' on the panel's wall clock. */
export type TicketsMonthOf = (now: Date) => string;

/** The tickets month of a panel whose own zone is `timeZone`: every read and write of tickets asks this one function. */
export const ticketsMonthIn = (timeZone: string): TicketsMonthOf => (now) => monthIn(now, timeZone);

/** The first instant of the month `year`/`monthIndex` (0-based; 12 is next January) in `timeZone`. */
function startOf(year: number, monthIndex: number, timeZone: string): number {
  const midnight = Date.UTC(year, monthIndex, 1);
  const label = new Date(midnight).toISOString().slice(0, 7);
  // The zone's offsets a day either side: the 1st's midnight is the wall clock of one of them.
  const offsets = [midnight - DAY_MS, midnight + DAY_MS].map((at) => wallClock(at, timeZone) - at);
  const candidates = offsets.map((offset) => midnight - offset).sort((a, b) => a - b);
  // Of a midnight the clock shows twice, the first showing.
  const exact = candidates.find((at) => wallClock(at, timeZone) === midnight);
  if (exact !== undefined) return exact;
  // A change of offset skipped midnight: the month starts where the clock jumps into it.
  let [before, after] = [candidates[0]!, candidates[1]!];
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (wallMonth(middle, timeZone) >= label) after = middle;
    else before = middle;
  }
  return after;
}

/** The instants a month 'YYYY-MM' starts and ends (exclusive) in `timeZone`; undefined when it is not a month. */
export function monthBounds(month: string, timeZone: string): { start: Date; end: Date } | undefined {
  const match = MONTH.exec(month);
  if (!match) return undefined;
  const [year, index] = [Number(match[1]), Number(match[2]) - 1];
  return { start: new Date(startOf(year, index, timeZone)), end: new Date(startOf(year, index + 1, timeZone)) };
}
