import { describe, expect, it } from 'vitest';
import { birthdayYear, inBirthdayWeek, referralDue } from './bonus-rules';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('inBirthdayWeek', () => {
  it('holds on the birthday and the six days after it', () => {
    expect(inBirthdayWeek('1990-05-10', day('2026-05-10'))).toBe(true);
    expect(inBirthdayWeek('1990-05-10', day('2026-05-16'))).toBe(true);
    expect(inBirthdayWeek('1990-05-10', day('2026-05-17'))).toBe(false);
    expect(inBirthdayWeek('1990-05-10', day('2026-05-09'))).toBe(false);
  });

  it('crosses the new year', () => {
    expect(inBirthdayWeek('1990-12-29', day('2027-01-04'))).toBe(true);
    expect(inBirthdayWeek('1990-12-29', day('2027-01-05'))).toBe(false);
  });

  it('celebrates 29 February on 28 February in other years', () => {
    expect(inBirthdayWeek('2000-02-29', day('2026-02-28'))).toBe(true);
    expect(inBirthdayWeek('2000-02-29', day('2028-02-28'))).toBe(false);
    expect(inBirthdayWeek('2000-02-29', day('2028-02-29'))).toBe(true);
  });

  it('is false without a birthdate or with a malformed one', () => {
    expect(inBirthdayWeek(null, day('2026-05-10'))).toBe(false);
    expect(inBirthdayWeek('10.05.1990', day('2026-05-10'))).toBe(false);
  });
});

describe('birthdayYear', () => {
  it('counts an early-January visit towards last year\'s December birthday', () => {
    expect(birthdayYear('1990-12-29', day('2027-01-02'))).toBe(2026);
    expect(birthdayYear('1990-05-10', day('2026-05-12'))).toBe(2026);
  });
});

describe('referralDue', () => {
  it('needs an active invited member with enough answers', () => {
    expect(referralDue({ status: 'active', answers: 5 }, 5)).toBe(true);
    expect(referralDue({ status: 'active', answers: 4 }, 5)).toBe(false);
    expect(referralDue({ status: 'pending', answers: 9 }, 5)).toBe(false);
  });
});
