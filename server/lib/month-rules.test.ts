import { describe, expect, it } from 'vitest';
import { isMonth, isTimeZone, monthBounds, monthIn, ticketsMonthIn } from './month-rules';

const at = (iso: string) => new Date(iso);
const before = (iso: string) => new Date(Date.parse(iso) - 1);

describe('monthIn', () => {
  it('is the UTC month in UTC, up to the last millisecond', () => {
    expect(monthIn(before('2026-12-01T00:00:00Z'), 'UTC')).toBe('2026-11');
    expect(monthIn(at('2026-12-01T00:00:00Z'), 'UTC')).toBe('2026-12');
    expect(monthIn(at('2026-12-31T23:59:59.999Z'), 'UTC')).toBe('2026-12');
    expect(monthIn(at('2027-01-01T00:00:00Z'), 'UTC')).toBe('2027-01');
  });

  it('turns at local midnight on the 1st: Asia/Almaty (UTC+5) is in December from 19:00 UTC on 30 November', () => {
    expect(monthIn(before('2026-11-30T19:00:00Z'), 'Asia/Almaty')).toBe('2026-11');
    expect(monthIn(at('2026-11-30T19:00:00Z'), 'Asia/Almaty')).toBe('2026-12');
    expect(monthIn(at('2026-11-30T20:00:00Z'), 'Asia/Almaty')).toBe('2026-12');
    expect(monthIn(at('2026-12-31T18:59:59Z'), 'Asia/Almaty')).toBe('2026-12');
    expect(monthIn(at('2026-12-31T19:00:00Z'), 'Asia/Almaty')).toBe('2027-01');
  });

  it('turns later than UTC west of Greenwich', () => {
    expect(monthIn(at('2026-12-01T04:59:59Z'), 'America/New_York')).toBe('2026-11');
    expect(monthIn(at('2026-12-01T05:00:00Z'), 'America/New_York')).toBe('2026-12');
  });

  it('follows summer time: Europe/Berlin is UTC+2 on 1 April and UTC+1 on 1 November', () => {
    expect(monthIn(before('2026-03-31T22:00:00Z'), 'Europe/Berlin')).toBe('2026-03');
    expect(monthIn(at('2026-03-31T22:00:00Z'), 'Europe/Berlin')).toBe('2026-04');
    expect(monthIn(before('2026-10-31T23:00:00Z'), 'Europe/Berlin')).toBe('2026-10');
    expect(monthIn(at('2026-10-31T23:00:00Z'), 'Europe/Berlin')).toBe('2026-11');
  });

  it('reads instants before 1970 too', () => {
    expect(monthIn(at('1969-12-31T23:59:59.500Z'), 'UTC')).toBe('1969-12');
    expect(monthIn(at('1969-12-31T23:59:59.500Z'), 'Asia/Almaty')).toBe('1970-01');
  });
});

describe('monthBounds', () => {
  it('gives the UTC start and end of a month in UTC', () => {
    expect(monthBounds('2026-12', 'UTC')).toEqual({ start: at('2026-12-01T00:00:00Z'), end: at('2027-01-01T00:00:00Z') });
    expect(monthBounds('2028-02', 'UTC')).toEqual({ start: at('2028-02-01T00:00:00Z'), end: at('2028-03-01T00:00:00Z') });
  });

  it('gives the instants of local midnight on the 1st in the zone', () => {
    expect(monthBounds('2026-11', 'Asia/Almaty')).toEqual({ start: at('2026-10-31T19:00:00Z'), end: at('2026-11-30T19:00:00Z') });
    expect(monthBounds('2026-12', 'Asia/Almaty')).toEqual({ start: at('2026-11-30T19:00:00Z'), end: at('2026-12-31T19:00:00Z') });
  });

  it('spans a change to or from summer time (Europe/Berlin), also one on the last day of the month', () => {
    expect(monthBounds('2026-03', 'Europe/Berlin')).toEqual({ start: at('2026-02-28T23:00:00Z'), end: at('2026-03-31T22:00:00Z') });
    expect(monthBounds('2026-10', 'Europe/Berlin')).toEqual({ start: at('2026-09-30T22:00:00Z'), end: at('2026-10-31T23:00:00Z') });
    // Clocks went forward on 31 March 2024 and go back on 31 October 2027.
    expect(monthBounds('2024-03', 'Europe/Berlin')?.end).toEqual(at('2024-03-31T22:00:00Z'));
    expect(monthBounds('2027-10', 'Europe/Berlin')?.end).toEqual(at('2027-10-31T23:00:00Z'));
  });

  it('starts a month whose midnight the clocks skipped where they jump into it (Asia/Damascus, 1 April 2005 began at 01:00)', () => {
    expect(monthBounds('2005-03', 'Asia/Damascus')?.end).toEqual(at('2005-03-31T22:00:00Z'));
    expect(monthIn(before('2005-03-31T22:00:00Z'), 'Asia/Damascus')).toBe('2005-03');
    expect(monthIn(at('2005-03-31T22:00:00Z'), 'Asia/Damascus')).toBe('2005-04');
  });

  it('agrees with monthIn at both ends', () => {
    for (const zone of ['UTC', 'Asia/Almaty', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe']) {
      for (const month of ['2026-01', '2026-04', '2026-10', '2026-11']) {
        const { start, end } = monthBounds(month, zone)!;
        expect([monthIn(before(start.toISOString()), zone), monthIn(start, zone), monthIn(before(end.toISOString()), zone), monthIn(end, zone)], `${month} ${zone}`)
          .toEqual([expect.not.stringMatching(month), month, month, expect.not.stringMatching(month)]);
      }
    }
  });

  it('is undefined for what is not a month', () => {
    for (const value of ['2026-13', '2026-00', '26-1', '2026-1', '2026-01-01', '']) expect(monthBounds(value, 'UTC'), value).toBeUndefined();
  });
});

describe('isMonth and isTimeZone', () => {
  it('tells a month as YYYY-MM', () => {
    expect(isMonth('2026-12')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth("2026-10'; --")).toBe(false);
  });

  it('knows IANA zones and refuses made-up ones', () => {
    for (const zone of ['UTC', 'Asia/Almaty', 'Asia/Qostanay', 'Europe/Berlin']) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['Asia/Nowhere', 'Mars/Olympus', '', 'UTC+5', '+05:00', '-0300']) expect(isTimeZone(zone), zone).toBe(false);
  });
});

describe('ticketsMonthIn', () => {
  it("is the month on the panel's own wall clock, whatever the server's zone", () => {
    const almaty = ticketsMonthIn('Asia/Almaty');
    const utc = ticketsMonthIn('UTC');
    expect(almaty(before('2026-11-30T19:00:00Z'))).toBe('2026-11');
    expect(almaty(at('2026-11-30T19:00:00Z'))).toBe('2026-12');
    expect(utc(at('2026-11-30T19:00:00Z'))).toBe('2026-11');
  });
});
