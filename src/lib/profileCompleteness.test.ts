import { describe, expect, it } from 'vitest';
import { isProfileComplete } from './profileCompleteness';

const full = { user_lastname: 'Doe', user_surname: 'Jane', user_birthdate: '1990-01-01', user_sex: 'F' as const, city: [{ id: 1, name: 'Almaty', countyId: 1 }] };

describe('profile completeness', () => {
  it('is complete with last name, first name, birthdate, sex and a city', () => {
    expect(isProfileComplete(full)).toBe(true);
  });
  it('is incomplete when any field is missing or the city list is empty', () => {
    expect(isProfileComplete({ ...full, user_lastname: '' })).toBe(false);
    expect(isProfileComplete({ ...full, user_surname: ' ' })).toBe(false);
    expect(isProfileComplete({ ...full, user_birthdate: null })).toBe(false);
    expect(isProfileComplete({ ...full, user_sex: null })).toBe(false);
    expect(isProfileComplete({ ...full, city: [] })).toBe(false);
  });
});
