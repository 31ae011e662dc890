import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@contract/rules/error-codes';
import { ApiError } from '../../api/client';
import { emailRegistrationBody, registerFieldOfRefusal, registerFormErrors, type RegisterForm } from './registerForm';

const valid: RegisterForm = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', password: 'secret1', repeat: 'secret1', agreeTerms: true, agreeProcessing: true };

describe('registration form rules', () => {
  it('accepts a valid form', () => {
    expect(registerFormErrors(valid, 6)).toEqual({});
  });
  it('reports each broken rule on its field', () => {
    expect(registerFormErrors({ ...valid, firstName: 'J@ne', lastName: 'D<e' }, 6)).toEqual({ firstName: 'auth.validation.name', lastName: 'auth.validation.name' });
    expect(registerFormErrors({ ...valid, firstName: '', lastName: ' ' }, 6)).toEqual({ firstName: 'auth.validation.firstNameRequired', lastName: 'auth.validation.lastNameRequired' });
    expect(registerFormErrors({ ...valid, email: 'jane@x' }, 6)).toEqual({ email: 'auth.validation.email' });
    expect(registerFormErrors({ ...valid, password: '12345', repeat: '12345' }, 6)).toEqual({ password: 'auth.validation.password' });
    expect(registerFormErrors({ ...valid, repeat: 'secret2' }, 6)).toEqual({ repeat: 'auth.validation.repeat' });
    expect(registerFormErrors({ ...valid, agreeProcessing: false }, 6)).toEqual({ agreeProcessing: 'auth.validation.consent' });
  });
  it('marks a password over 200 characters as too long, counted in characters', () => {
    const long = 'a'.repeat(201);
    expect(registerFormErrors({ ...valid, password: long, repeat: long }, 6)).toEqual({ password: 'auth.validation.passwordTooLong' });
    const longest = '😀'.repeat(200);
    expect(registerFormErrors({ ...valid, password: longest, repeat: longest }, 6)).toEqual({});
  });
  it('counts the password in characters: three emoji are too short', () => {
    expect(registerFormErrors({ ...valid, password: '😀😀😀', repeat: '😀😀😀' }, 6)).toEqual({ password: 'auth.validation.password' });
  });
});

describe('the e-mail registration payload', () => {
  it('carries the form, the extras, no Aitu token, no forecaster, and address, birthdate and mobile blank', () => {
    const form = { ...valid, firstName: ' Jane ', email: ' jane@example.com ' };
    expect(emailRegistrationBody(form, { recommendedBy: '42', ergEmployee: true, language: 'ru' })).toEqual({
      user_surname: 'Jane', user_lastname: 'Doe', user_email: 'jane@example.com', user_password: 'secret1',
      user_recommended_by: '42', user_erg_employee: true, user_agrees_contact: true, agreeTerms: true, agreeProcessing: true,
      aituAccessToken: null, user_language_string: 'ru', makeForecaster: false, user_address: '', user_birthdate: '', user_mobile: '',
    });
  });
});

describe('registerFieldOfRefusal', () => {
  const refusal = (code: number) => new ApiError(400, { code, error: 'Bad Request', message: 'no' });

  it('names the field a refusal of the server is about, where one is', () => {
    expect(registerFieldOfRefusal(refusal(ErrorCode.invalidEmail))).toBe('email');
    expect(registerFieldOfRefusal(refusal(ErrorCode.invalidPassword))).toBe('password');
    expect(registerFieldOfRefusal(refusal(ErrorCode.consentMissing))).toBe('agreeTerms');
  });

  it('names none for a name (either may be the one refused), a failure of the network or anything else', () => {
    expect(registerFieldOfRefusal(refusal(ErrorCode.invalidName))).toBeUndefined();
    expect(registerFieldOfRefusal(new ApiError(0, {}))).toBeUndefined();
    expect(registerFieldOfRefusal(new Error('boom'))).toBeUndefined();
  });
});
