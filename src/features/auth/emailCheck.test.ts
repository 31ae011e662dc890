import { describe, expect, it } from 'vitest';
import { emailCheckResult } from './emailCheck';

describe('emailCheckResult', () => {
  it('reads the e-mail check: free, taken by a member, a guest\'s address or malformed', () => {
    expect(emailCheckResult({ valid: true, exists: false, isGuest: false })).toBe('free');
    expect(emailCheckResult({ valid: true, exists: true, isGuest: false })).toBe('taken');
    expect(emailCheckResult({ valid: true, exists: true, isGuest: true })).toBe('invalid');
    expect(emailCheckResult({ valid: false, exists: false, isGuest: false })).toBe('invalid');
  });
});
