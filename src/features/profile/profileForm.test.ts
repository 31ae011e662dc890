import { describe, expect, it } from 'vitest';
import type { UserDetails } from '@contract/schemas/entities';
import { profileFormErrors, profileFormFrom, profileUpdateBody, type ProfileForm } from './profileForm';

const KZ_PHONE = ['^\\+?7[ -]?\\(?7\\d{2}\\)?[ -]?\\d{3}[ -]?\\d{2}[ -]?\\d{2}$'];
const now = new Date('2025-06-15T12:00:00Z');

const valid: ProfileForm = {
  firstName: 'Aigerim', lastName: 'Nurlanova', birthdate: '1990-05-17', sex: 'F', countyId: 2, cityId: 7, phone: '', agreesContact: true,
};

const details = {
  user_surname: 'Aigerim', user_lastname: 'Nurlanova', user_birthdate: '1990-05-17', user_sex: 'F',
  city: [{ id: 7, name: 'Almaty', countyId: 2 }],
  user: { user_phone: '+77011234567', user_agrees_contact: false },
} as unknown as UserDetails;

describe('profileFormFrom', () => {
  it('fills the form from the details (user_surname is the first name), the county from the city', () => {
    expect(profileFormFrom(details, 0)).toEqual({
      firstName: 'Aigerim', lastName: 'Nurlanova', birthdate: '1990-05-17', sex: 'F', countyId: 2, cityId: 7, phone: '+77011234567', agreesContact: false,
    });
  });

  it('shows the birthdate with the Buddhist year offset', () => {
    expect(profileFormFrom(details, 543).birthdate).toBe('2533-05-17');
  });

  it('leaves what is missing empty', () => {
    const empty = { ...details, user_birthdate: null, user_sex: null, city: [], user: { user_phone: null, user_agrees_contact: true } } as unknown as UserDetails;
    expect(profileFormFrom(empty, 0)).toMatchObject({ birthdate: '', sex: '', countyId: null, cityId: null, phone: '' });
  });
});

describe('profileFormErrors', () => {
  const check = (form: Partial<ProfileForm>, options: { phonePatterns?: string[]; yearOffset?: number } = {}) =>
    profileFormErrors({ ...valid, ...form }, { phonePatterns: options.phonePatterns ?? [], yearOffset: options.yearOffset ?? 0, now });

  it('has no errors for a valid form', () => {
    expect(check({})).toEqual({});
  });

  it('keeps the member\'s own number, stored normalized, though the patterns want it spaced', () => {
    const spaced = ['^\\+7 \\(7\\d{2}\\) \\d{3}-\\d{2}-\\d{2}$'];
    const options = { phonePatterns: spaced, yearOffset: 0, now };
    expect(profileFormErrors({ ...valid, phone: '+77771234567' }, { ...options, keptPhone: '+77771234567' })).toEqual({});
    expect(profileFormErrors({ ...valid, phone: '+77771234567' }, { ...options, keptPhone: null })).toEqual({ phone: 'auth.validation.phone' });
  });

  it.each(['Ann.', 'A+B', 'x@y', 'a_b', '<script>'])('refuses the name %j', (name) => {
    expect(check({ firstName: name, lastName: name })).toEqual({ firstName: 'auth.validation.name', lastName: 'auth.validation.name' });
  });

  it.each(['', '   '])('asks for the first and last name when they are %j', (name) => {
    expect(check({ firstName: name, lastName: name })).toEqual({ firstName: 'auth.validation.firstNameRequired', lastName: 'auth.validation.lastNameRequired' });
  });

  it('accepts names in any script, with spaces and hyphens', () => {
    expect(check({ firstName: 'Анна-Мария', lastName: 'Nurlan uly' })).toEqual({});
  });

  it('requires birthdate, sex, county and then city (profile completeness)', () => {
    expect(check({ birthdate: '', sex: '', countyId: null, cityId: null })).toEqual({
      birthdate: 'profile.validation.required', sex: 'profile.validation.required', countyId: 'profile.validation.required',
    });
    expect(check({ cityId: null })).toEqual({ cityId: 'profile.validation.required' });
  });

  it('checks the birthdate after taking the year offset off', () => {
    expect(check({ birthdate: '2533-05-17' }, { yearOffset: 543 })).toEqual({});
    expect(check({ birthdate: '1990-05-17' }, { yearOffset: 543 })).toEqual({ birthdate: 'profile.validation.birthdateOld' });
    expect(check({ birthdate: '1990-02-30' })).toEqual({ birthdate: 'profile.validation.birthdate' });
    expect(check({ birthdate: '2026-01-01' })).toEqual({ birthdate: 'profile.validation.birthdateFuture' });
    expect(check({ birthdate: '2015-01-01' })).toEqual({ birthdate: 'profile.validation.birthdateYoung' });
  });

  it('takes an empty phone as none, else checks the configured patterns or the default characters', () => {
    expect(check({ phone: '  ' }, { phonePatterns: KZ_PHONE })).toEqual({});
    expect(check({ phone: '+7 701 123 45 67' }, { phonePatterns: KZ_PHONE })).toEqual({});
    expect(check({ phone: '+1 555 0100' }, { phonePatterns: KZ_PHONE })).toEqual({ phone: 'auth.validation.phone' });
    expect(check({ phone: '+1 (555) 010-0.1' })).toEqual({});
    expect(check({ phone: '555 0100 ext' })).toEqual({ phone: 'auth.validation.phone' });
  });
});

describe('profileUpdateBody', () => {
  it('sends trimmed names, the Gregorian birthdate, the city and no phone as null', () => {
    expect(profileUpdateBody({ ...valid, firstName: ' Aigerim ', birthdate: '2533-05-17', phone: ' ' }, 5, 543)).toEqual({
      user_id: 5, user_surname: 'Aigerim', user_lastname: 'Nurlanova', user_birthdate: '1990-05-17', user_sex: 'F', city_id: 7, user_phone: null, user_agrees_contact: true,
    });
  });

  it('sends the phone as typed (the server normalizes it)', () => {
    expect(profileUpdateBody({ ...valid, phone: '+7 701 123 45 67' }, 5, 0).user_phone).toBe('+7 701 123 45 67');
  });
});
