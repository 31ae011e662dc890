import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { accountErrorKey } from './authErrors';

describe('account error messages', () => {
  it('maps server codes to messages', () => {
    expect(accountErrorKey(new ApiError(409, { code: 116 }))).toBe('auth.errors.emailTaken');
    expect(accountErrorKey(new ApiError(400, { code: 120 }))).toBe('auth.errors.activationInvalid');
    expect(accountErrorKey(new ApiError(0, {}))).toBe('errors.offline');
    expect(accountErrorKey(new ApiError(503, { code: 151 }, 1000))).toBe('errors.busy');
    expect(accountErrorKey(new Error('x'))).toBe('errors.generic');
  });
});
