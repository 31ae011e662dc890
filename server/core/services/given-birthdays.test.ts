import { describe, expect, it } from 'vitest';
import { createGivenBirthdays } from './given-birthdays';

describe('createGivenBirthdays', () => {
  it('knows a member\'s bonus of the year kept, not another year\'s or another member\'s', () => {
    const birthdays = createGivenBirthdays();
    birthdays.keep(7, 2026);
    expect(birthdays.given(7, 2026)).toBe(true);
    expect(birthdays.given(7, 2027)).toBe(false);
    expect(birthdays.given(8, 2026)).toBe(false);
    birthdays.keep(7, 2027);
    expect(birthdays.given(7, 2027)).toBe(true);
  });

  it('is emptied, not grown, past its size: a member forgotten is asked of the database again', () => {
    const birthdays = createGivenBirthdays(2);
    birthdays.keep(1, 2026);
    birthdays.keep(2, 2026);
    birthdays.keep(2, 2026);
    expect(birthdays.given(1, 2026)).toBe(true);
    birthdays.keep(3, 2026);
    expect(birthdays.given(1, 2026)).toBe(false);
    expect(birthdays.given(3, 2026)).toBe(true);
  });
});
