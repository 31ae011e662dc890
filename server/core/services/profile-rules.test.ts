import { describe, expect, it } from 'vitest';
import { addressProblem, ageOn, birthdateProblem, blankToNull } from './profile-rules';

const now = new Date('2025-06-15T12:00:00Z');

describe('ageOn', () => {
  it('counts whole years, a birthday not yet reached this year not counting', () => {
    expect(ageOn('2000-06-15', now)).toBe(25);
    expect(ageOn('2000-06-16', now)).toBe(24);
    expect(ageOn('2000-01-01', now)).toBe(25);
  });

  it.each(['2023-02-29', '2001-13-01', '2001-00-10', '2001-04-31', '1990-1-1', 'abcd-ef-gh'])('is undefined for %s (no real date)', (date) => {
    expect(ageOn(date, now)).toBeUndefined();
  });

  it('accepts 29 February in a leap year', () => {
    expect(ageOn('2000-02-29', now)).toBe(25);
  });
});

describe('birthdateProblem', () => {
  it('accepts ages 18 to 120', () => {
    expect(birthdateProblem('2007-06-15', now)).toBeUndefined();
    expect(birthdateProblem('1905-06-15', now)).toBeUndefined();
  });

  it('refuses the future, under 18 (the age members confirm when they register), over 120 and impossible dates', () => {
    expect(birthdateProblem('2025-06-16', now)).toMatch(/future/);
    expect(birthdateProblem('2007-06-16', now)).toMatch(/at least 18/);
    expect(birthdateProblem('1904-06-14', now)).toMatch(/too far/);
    expect(birthdateProblem('1990-02-30', now)).toMatch(/not a real date/);
  });
});

describe('blankToNull', () => {
  it('trims, and turns blank into null', () => {
    expect(blankToNull('  Abay 1 ')).toBe('Abay 1');
    expect(blankToNull('   ')).toBeNull();
    expect(blankToNull(null)).toBeNull();
  });
});

describe('addressProblem', () => {
  it.each(['Abay 1, Almaty', 'ул. Абая, 1 😀', null])('takes %j', (address) => expect(addressProblem(address)).toBeUndefined());
  it.each(['a\u202Eb', 'Main street\n1', 'x\u2066y', 'tab\there'])('refuses %j', (address) => expect(addressProblem(address)).toMatch(/not allowed/));
});
