import { describe, expect, it } from 'vitest';
import { nameFieldError, nameFieldErrors } from './nameFieldError';

describe('nameFieldError', () => {
  it('asks for the first or last name when it is empty or blank', () => {
    expect(nameFieldError('', 'firstName')).toBe('auth.validation.firstNameRequired');
    expect(nameFieldError('   ', 'lastName')).toBe('auth.validation.lastNameRequired');
  });

  it('asks for a name without special characters when it has one', () => {
    expect(nameFieldError('J@ne', 'firstName')).toBe('auth.validation.name');
    expect(nameFieldError('Do\ne', 'lastName')).toBe('auth.validation.name');
  });

  it('accepts a valid name', () => {
    expect(nameFieldError('Анна-Мария', 'firstName')).toBeUndefined();
  });
});

describe('nameFieldErrors', () => {
  it('gives each name its own problem, and none for a valid one', () => {
    expect(nameFieldErrors({ firstName: '', lastName: 'D<e' })).toEqual({ firstName: 'auth.validation.firstNameRequired', lastName: 'auth.validation.name' });
    expect(nameFieldErrors({ firstName: 'Anna', lastName: ' ' })).toEqual({ lastName: 'auth.validation.lastNameRequired' });
    expect(nameFieldErrors({ firstName: 'Anna', lastName: 'Abenova' })).toEqual({});
  });
});
