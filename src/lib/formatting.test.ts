import { describe, expect, it } from 'vitest';
import { compactPluralCount, costRounding, formatCompactNumber, formatDate, formatMonth, formatPercentNumber, formatShortDate, localeTag } from './formatting';

describe('formatCompactNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1200, '1.2K'],
    [15_000, '15K'],
    [999_949, '999.9K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [2_460, '2.4K'],
    [1_950, '1.9K'],
    [2_499, '2.4K'],
    [2_500_000, '2.5M'],
    [7_000_000_000, '7B'],
    [3_400_000_000_000, '3.4T'],
    [5_000_000_000_000_000, '5000T'],
    [-1500, '-1.5K'],
    [-2460, '-2.4K'],
  ])('%d → %s', (value, expected) => {
    expect(formatCompactNumber(value)).toBe(expected);
  });

  // What is still missing: 2.3K more points would not buy what 2,370 more do.
  it.each([
    [2_370, '2.4K'],
    [2_300, '2.3K'],
    [1_001, '1.1K'],
    [999, '999'],
    [999_901, '1M'],
    [-2_370, '-2.4K'],
  ])('rounds %d up to %s for an amount still needed', (value, expected) => {
    expect(formatCompactNumber(value, 'en', 'up')).toBe(expected);
  });

  it('rounds up with the language\'s decimal separator', () => {
    expect(formatCompactNumber(2_370, 'ru', 'up')).toBe('2,4K');
  });

  it('treats non-finite values as zero', () => {
    expect(formatCompactNumber(Number.NaN)).toBe('0');
    expect(formatCompactNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('cuts below a thousand to a whole number', () => {
    expect(formatCompactNumber(12.4)).toBe('12');
    expect(formatCompactNumber(999.6)).toBe('999');
  });

  it('writes English units for English, whatever the region', () => {
    expect(formatCompactNumber(1200, 'en')).toBe('1.2K');
  });

  // The same K/M/B/T letters in every language, with the language's decimal separator.
  it.each([
    ['ru', 1200, '1,2K'],
    ['ru', 2_500, '2,5K'],
    ['ru', 2_500_000, '2,5M'],
    ['ru', 7_000_000_000, '7B'],
    ['ru', 3_400_000_000_000, '3,4T'],
    ['ru', 950, '950'],
    ['kk', 1200, '1,2K'],
    ['kk', 2_500_000, '2,5M'],
    ['en', 2_500, '2.5K'],
  ])('%s: %d → %s', (language, value, expected) => {
    expect(formatCompactNumber(value, language)).toBe(expected);
  });

  it('falls back to English units for a malformed language tag', () => {
    expect(formatCompactNumber(1200, 'not a tag!')).toBe('1.2K');
  });
});

describe('formatPercentNumber', () => {
  it('writes one decimal at most with the language\'s decimal separator', () => {
    expect(formatPercentNumber(18.5, 'en')).toBe('18.5');
    expect(formatPercentNumber(18.5, 'ru')).toBe('18,5');
    expect(formatPercentNumber(18.5, 'kk')).toBe('18,5');
    expect(formatPercentNumber(100, 'ru')).toBe('100');
    expect(formatPercentNumber(33.333, 'en')).toBe('33.3');
    expect(formatPercentNumber(Number.NaN, 'en')).toBe('0');
  });
});

describe('compactPluralCount', () => {
  it('is the count below a thousand, else a round thousand', () => {
    expect(compactPluralCount(1)).toBe(1);
    expect(compactPluralCount(999)).toBe(999);
    expect(compactPluralCount(1221)).toBe(1000);
  });
});

describe('formatDate', () => {
  const date = '2026-11-23';

  it('writes the month in the member language', () => {
    expect(formatDate(date, 'en', { timeZone: 'UTC' })).toBe('23 November 2026');
    expect(formatDate(date, 'ru', { timeZone: 'UTC' })).toMatch(/23 ноября 2026/);
  });

  it('adds the Buddhist year offset when configured', () => {
    expect(formatDate(date, 'en', { buddhistYearOffset: 543, timeZone: 'UTC' })).toBe('23 November 2569');
    expect(formatShortDate(date, 'en', { buddhistYearOffset: 543, timeZone: 'UTC' })).toBe('23/11/2569');
  });

  it('leaves the year alone without an offset', () => {
    expect(formatShortDate(date, 'ru', { timeZone: 'UTC' })).toBe('23.11.2026');
  });

  it('returns an empty text for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('writes a YYYY-MM month as the month and year in the member language, with the Buddhist year offset', () => {
    expect(formatMonth('2026-12', 'en')).toBe('December 2026');
    expect(formatMonth('2026-01', 'ru')).toMatch(/^январь 2026\sг\.$/);
    expect(formatMonth('2026-12', 'en', { buddhistYearOffset: 543 })).toBe('December 2569');
  });

  it('shows a month it cannot read as given', () => {
    expect(formatMonth('2026-13', 'en')).toBe('2026-13');
    expect(formatMonth('', 'en')).toBe('');
  });

  it('maps panel languages to locale tags', () => {
    expect(localeTag('kk')).toBe('kk-KZ');
    expect(localeTag('de')).toBe('de');
  });
});

describe('costRounding', () => {
  it('rounds a price the member can pay as the balance is rounded, and any other up', () => {
    expect(costRounding(2_460, 2_450)).toBe('down');
    expect(costRounding(2_450, 2_450)).toBe('down');
    expect(costRounding(2_440, 2_450)).toBe('up');
    expect(costRounding(undefined, 2_450)).toBe('up');
  });

  it('never shows an affordable price above the balance, nor an unaffordable one at or below it', () => {
    const shown = (value: string) => Number(value.replace('K', '')) * (value.endsWith('K') ? 1000 : 1);
    for (const [balance, cost] of [[2_460, 2_450], [1_049, 1_001], [2_440, 2_450], [999, 1_000], [10_049, 10_001], [1_000, 999]] as const) {
      const [balanceShown, costShown] = [shown(formatCompactNumber(balance)), shown(formatCompactNumber(cost, 'en', costRounding(balance, cost)))];
      if (balance >= cost) expect(costShown, `${balance} / ${cost}`).toBeLessThanOrEqual(balanceShown);
      else expect(costShown, `${balance} / ${cost}`).toBeGreaterThan(balanceShown);
    }
  });
});
