import { describe, expect, it } from 'vitest';
import { hasConsent, registeredAddressToShow, isValidEmail, isValidName, isValidPassword, isValidPhone, loginErrorKey, loginFailureKey, passwordsMatch } from './validation';
import { ApiError } from '../../api/client';

const codes = { userNotActive: 1, userNonExistent: 2, wrongPassword: 3, userLocked: 5 };

describe('the sign-in and registration validation rules', () => {
  it('accepts e-mails with text, @, text, a dot and 2+ characters', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail('a@b.c')).toBe(false);
    expect(isValidEmail('a b@c.de')).toBe(false);
    expect(isValidEmail('ab.cd')).toBe(false);
    expect(isValidEmail('@b.co')).toBe(false);
  });
  it('echoes on /registerSuccess only an e-mail address, never other text', () => {
    expect(registeredAddressToShow('anna@example.com')).toBe('anna@example.com');
    expect(registeredAddressToShow(null)).toBeNull();
    expect(registeredAddressToShow('')).toBeNull();
    expect(registeredAddressToShow('x')).toBeNull();
    expect(registeredAddressToShow('your account is blocked, call +1 555 0100')).toBeNull();
    expect(registeredAddressToShow(`${'a'.repeat(250)}@b.co`)).toBeNull();
  });
  it('needs passwords of at least 6 characters, repeated strictly equal', () => {
    expect(isValidPassword('12345')).toBe(false);
    expect(isValidPassword('123456')).toBe(true);
    expect(passwordsMatch('abcdef', 'abcdef')).toBe(true);
    expect(passwordsMatch('abcdef', 'abcdeF')).toBe(false);
  });
  it('rejects names with any forbidden character', () => {
    expect(isValidName('Anna-Maria O Neil')).toBe(true);
    for (const ch of ".+*?^$()[]{}|\\!@#%&;:'\"<>,/=_`~") expect(isValidName(`An${ch}na`)).toBe(false);
  });
  it('checks phones against the configured patterns, else the allowed characters', () => {
    expect(isValidPhone('+7 (701) 123-45.67', [])).toBe(true);
    expect(isValidPhone('+7 701 abc', [])).toBe(false);
    expect(isValidPhone('', [])).toBe(false);
    expect(isValidPhone('+77011234567', ['^\\+77\\d{9}$'])).toBe(true);
    expect(isValidPhone('+7 (701) 123-45.67', ['^\\+77\\d{9}$'])).toBe(false);
  });
  it('needs both consents', () => {
    expect(hasConsent(true, true)).toBe(true);
    expect(hasConsent(true, false)).toBe(false);
    expect(hasConsent(false, true)).toBe(false);
  });
  it('maps the configured login error codes to their messages', () => {
    expect(loginErrorKey(1, codes)).toBe('auth.errors.userNotActive');
    expect(loginErrorKey(2, codes)).toBe('auth.errors.userNonExistent');
    expect(loginErrorKey(3, codes)).toBe('auth.errors.wrongPassword');
    expect(loginErrorKey(5, codes)).toBe('auth.errors.userLocked');
    expect(loginErrorKey(99, codes)).toBe('auth.errors.loginFailed');
  });
  it('reports "no connection" for a login call only when the server could not be reached', () => {
    expect(loginFailureKey(new ApiError(0, {}), codes)).toBe('errors.offline');
    expect(loginFailureKey(new ApiError(401, { code: 3 }), codes)).toBe('auth.errors.wrongPassword');
    expect(loginFailureKey(new DOMException('The operation is insecure.', 'SecurityError'), codes)).toBe('errors.generic');
  });
});
