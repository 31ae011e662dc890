import { describe, expect, it } from 'vitest';
import { isRealDate, toDisplayDate, toStoredDate } from './buddhistYear';

describe('toDisplayDate', () => {
  it('shows the stored date as it is without an offset', () => {
    expect(toDisplayDate('1990-05-17', 0)).toBe('1990-05-17');
  });

  it('adds the Buddhist year offset to the year only', () => {
    expect(toDisplayDate('1990-05-17', 543)).toBe('2533-05-17');
    expect(toDisplayDate('2024-02-29', 543)).toBe('2567-02-29');
  });

  it('shows nothing for a missing or malformed date', () => {
    expect(toDisplayDate(null, 543)).toBe('');
    expect(toDisplayDate(undefined, 0)).toBe('');
    expect(toDisplayDate('17.05.1990', 0)).toBe('');
  });
});

describe('toStoredDate', () => {
  it('takes the offset off the year', () => {
    expect(toStoredDate('2533-05-17', 543)).toBe('1990-05-17');
    expect(toStoredDate(' 1990-05-17 ', 0)).toBe('1990-05-17');
  });

  it('takes the parts split by dots or slashes, or the eight digits alone (a numeric keypad without a hyphen)', () => {
    expect(toStoredDate('2533.05.17', 543)).toBe('1990-05-17');
    expect(toStoredDate('2533/05/17', 543)).toBe('1990-05-17');
    expect(toStoredDate('25330517', 543)).toBe('1990-05-17');
    expect(toStoredDate('25660229', 543)).toBeNull();
    expect(toStoredDate('2533051', 543)).toBeNull();
    expect(toStoredDate('2533-05/17x', 543)).toBeNull();
  });

  it('round-trips with toDisplayDate, leap days included (2567 BE is the Gregorian leap year 2024)', () => {
    for (const stored of ['1990-05-17', '2024-02-29', '2000-12-31', '1905-01-01']) {
      expect(toStoredDate(toDisplayDate(stored, 543), 543)).toBe(stored);
      expect(toStoredDate(toDisplayDate(stored, 0), 0)).toBe(stored);
    }
  });

  it('refuses what is no real Gregorian date once the offset is taken off', () => {
    expect(toStoredDate('2566-02-29', 543)).toBeNull();
    expect(toStoredDate('1990-02-30', 0)).toBeNull();
    expect(toStoredDate('1990-13-01', 0)).toBeNull();
    expect(toStoredDate('', 0)).toBeNull();
    expect(toStoredDate('1990-5-17', 0)).toBeNull();
    expect(toStoredDate('0100-01-01', 543)).toBeNull();
  });
});

describe('isRealDate', () => {
  it('knows month lengths and leap years', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2023, 2, 29)).toBe(false);
    expect(isRealDate(1900, 2, 29)).toBe(false);
    expect(isRealDate(2000, 2, 29)).toBe(true);
    expect(isRealDate(2023, 4, 31)).toBe(false);
  });
});
