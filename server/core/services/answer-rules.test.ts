import { describe, expect, it } from 'vitest';
import { ageGroup, checkChoiceValues, percentOf } from './answer-rules';

describe('checkChoiceValues', () => {
  const allowed = [1, 2, 3, 4, 5];
  it('accepts one known value for a single-choice question', () => expect(checkChoiceValues([3], allowed, false)).toBeUndefined());
  it('accepts several distinct known values for a multiple-choice question', () => expect(checkChoiceValues([1, 4], allowed, true)).toBeUndefined());
  it('refuses several values for a single-choice question', () => expect(checkChoiceValues([1, 2], allowed, false)).toMatch(/exactly one/));
  it('refuses an unknown value', () => expect(checkChoiceValues([9], allowed, false)).toMatch(/not one of/));
  it('refuses repeats and emptiness', () => {
    expect(checkChoiceValues([2, 2], allowed, true)).toMatch(/repeated/);
    expect(checkChoiceValues([], allowed, true)).toMatch(/Choose/);
  });
});

describe('ageGroup', () => {
  const today = new Date('2026-06-15T00:00:00Z');
  it.each([
    ['2010-01-01', 'under 18'],
    ['2008-06-15', '18-24'],
    ['2008-06-16', 'under 18'],
    ['1995-03-01', '25-34'],
    ['1961-06-15', '65+'],
    ['1961-06-16', '55-64'],
    [null, 'unknown'],
  ])('%s is %s', (birthdate, group) => expect(ageGroup(birthdate, today)).toBe(group));
});

describe('percentOf', () => {
  it('rounds to one decimal and is 0 without answers', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(0, 0)).toBe(0);
  });
});
