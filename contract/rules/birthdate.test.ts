import { describe, expect, it } from 'vitest';
import { ageOn, birthdateIssue } from './birthdate';

const now = new Date('2026-12-05T12:00:00Z');

describe('ageOn', () => {
  it('counts whole years, one less before the birthday', () => {
    expect(ageOn('2000-12-05', now)).toBe(26);
    expect(ageOn('2000-12-06', now)).toBe(25);
  });

  it('is no age for a date that is not real', () => {
    expect(ageOn('2023-02-30', now)).toBeUndefined();
    expect(ageOn('2000-13-01', now)).toBeUndefined();
    expect(ageOn('5.12.2000', now)).toBeUndefined();
  });

  it('reads the years 1 to 99 as themselves, not as 1901 to 1999', () => {
    expect(ageOn('0050-01-01', now)).toBe(1976);
    expect(ageOn('0001-01-01', now)).toBe(2025);
  });
});

describe('birthdateIssue', () => {
  it.each([
    ['2000-01-01', undefined],
    ['2027-01-01', 'future'],
    ['2010-01-01', 'tooYoung'],
    ['1900-01-01', 'tooOld'],
    ['0050-01-01', 'tooOld'],
    ['0000-01-01', 'tooOld'],
    ['2023-02-29', 'invalid'],
  ])('%s: %s', (birthdate, issue) => {
    expect(birthdateIssue(birthdate, now)).toBe(issue);
  });
});
