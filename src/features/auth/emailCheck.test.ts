import { describe, expect, it } from 'vitest';
import { emailCheckResult, emailCheckRetryDelayMs, emailErrorKey } from './emailCheck';

describe('emailCheckResult', () => {
  it('reads the e-mail check: free, taken by a member, a guest\'s address or malformed', () => {
    expect(emailCheckResult({ valid: true, exists: false, isGuest: false })).toBe('free');
    expect(emailCheckResult({ valid: true, exists: true, isGuest: false })).toBe('taken');
    expect(emailCheckResult({ valid: true, exists: true, isGuest: true })).toBe('invalid');
    expect(emailCheckResult({ valid: false, exists: false, isGuest: false })).toBe('invalid');
  });
});

describe('emailCheckRetryDelayMs', () => {
  it('tries a failed check again after 2 s, doubling, at most 30 s apart', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(emailCheckRetryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});

describe('emailErrorKey', () => {
  const taken = 'auth.emailCheck.taken';
  it('marks an address the check found taken, before any rule of the form', () => {
    expect(emailErrorKey('taken', 'a@example.com', undefined, undefined)).toBe(taken);
    expect(emailErrorKey('taken', 'a@example.com', undefined, 'auth.validation.email')).toBe(taken);
  });

  it('marks the address the server refused as taken at the last submit, whatever the check said, and no other', () => {
    expect(emailErrorKey('failed', 'a@example.com', 'a@example.com', undefined)).toBe(taken);
    expect(emailErrorKey('free', 'a@example.com', 'a@example.com', undefined)).toBe(taken);
    expect(emailErrorKey('checking', 'b@example.com', 'a@example.com', undefined)).toBeUndefined();
  });

  it('refuses what the check says cannot be registered, else gives the form\'s own message', () => {
    expect(emailErrorKey('invalid', 'guest@example.com', undefined, undefined)).toBe('auth.validation.email');
    expect(emailErrorKey('idle', 'not-an-email', undefined, 'auth.validation.email')).toBe('auth.validation.email');
    expect(emailErrorKey('free', 'a@example.com', undefined, undefined)).toBeUndefined();
  });
});
