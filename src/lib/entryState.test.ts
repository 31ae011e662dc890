import { describe, expect, it } from 'vitest';
import { entryValue, entryValues, storedChoice, storedPage, storedText } from './entryState';

describe('entryValue', () => {
  it('reads a key of an object state and nothing from any other state', () => {
    expect(entryValue({ days: 30 }, 'days')).toBe(30);
    expect(entryValue({ days: 30 }, 'filter')).toBeUndefined();
    expect(entryValue(null, 'days')).toBeUndefined();
    expect(entryValue('days', 'days')).toBeUndefined();
  });
});

describe('entryValues', () => {
  it('is the state itself when it is an object, else empty', () => {
    expect(entryValues({ days: 30 })).toEqual({ days: 30 });
    expect(entryValues(null)).toEqual({});
    expect(entryValues(7)).toEqual({});
  });
});

describe('storedChoice', () => {
  const periods = [7, 14, 30, 60, 90];
  it('keeps an offered option and falls back otherwise', () => {
    expect(storedChoice(90, periods, 7)).toBe(90);
    expect(storedChoice(31, periods, 7)).toBe(7);
    expect(storedChoice('30', periods, 7)).toBe(7);
    expect(storedChoice(undefined, periods, 7)).toBe(7);
  });
});

describe('storedText', () => {
  it('keeps a string and reads anything else as no filter', () => {
    expect(storedText('Tea')).toBe('Tea');
    expect(storedText(42)).toBe('');
    expect(storedText({ toString: () => 'x' })).toBe('');
  });
});

describe('storedPage', () => {
  it('keeps a whole page number from 1 and reads anything else as the first page', () => {
    expect(storedPage(3)).toBe(3);
    for (const bad of [0, -2, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '2', null]) expect(storedPage(bad)).toBe(1);
  });
});
