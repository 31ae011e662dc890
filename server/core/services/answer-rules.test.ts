import { describe, expect, it } from 'vitest';
import { ageGroup, answerTime, checkChoiceValues, MAX_OFFLINE_ANSWER_AGE_MS, sameChoices } from './answer-rules';

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

describe('answerTime', () => {
  const now = Date.parse('2025-06-15T12:00:00Z');
  const day = 86_400_000;
  const longOpen = now - 365 * day;
  const at = (claimed: string | undefined, questionStart = longOpen) => answerTime(claimed, now, questionStart).toISOString();

  it('keeps a claim within the bounds: an answer given offline yesterday', () => {
    expect(at('2025-06-14T08:30:00Z')).toBe('2025-06-14T08:30:00.000Z');
  });
  it('is now without a claim, or with one that is no time', () => {
    expect(at(undefined)).toBe('2025-06-15T12:00:00.000Z');
    expect(at('not a date')).toBe('2025-06-15T12:00:00.000Z');
  });
  it('moves a claim in the future to now', () => {
    expect(at('2999-01-01T00:00:00Z')).toBe('2025-06-15T12:00:00.000Z');
  });
  it(`moves a claim older than ${MAX_OFFLINE_ANSWER_AGE_MS / day} days to that age`, () => {
    expect(at('1970-01-01T00:00:00Z')).toBe(new Date(now - MAX_OFFLINE_ANSWER_AGE_MS).toISOString());
    expect(at(new Date(now - MAX_OFFLINE_ANSWER_AGE_MS + 1000).toISOString())).toBe(new Date(now - MAX_OFFLINE_ANSWER_AGE_MS + 1000).toISOString());
  });
  it('moves a claim before the question opened to its opening', () => {
    const opened = now - 2 * day;
    expect(at('2025-06-01T00:00:00Z', opened)).toBe(new Date(opened).toISOString());
    expect(at('1970-01-01T00:00:00Z', opened)).toBe(new Date(opened).toISOString());
  });
  it('is never after now, whatever the opening says', () => {
    expect(at('2025-06-01T00:00:00Z', now + day)).toBe('2025-06-15T12:00:00.000Z');
  });
});

describe('sameChoices', () => {
  it('takes the same values in any order as the same choices', () => expect(sameChoices([1, 3], [3, 1])).toBe(true));
  it('tells other values, fewer or more apart', () => {
    expect(sameChoices([1, 3], [1, 2])).toBe(false);
    expect(sameChoices([1, 3], [1])).toBe(false);
    expect(sameChoices([1], [1, 1])).toBe(false);
  });
});
