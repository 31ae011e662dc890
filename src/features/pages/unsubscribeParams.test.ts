import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { unsubscribeFailure, unsubscribeParams } from './unsubscribeParams';

describe('unsubscribeParams', () => {
  it('reads the user id and signature of a signed link', () => {
    expect(unsubscribeParams('u=42&s=abc_DEF-123')).toEqual({ userId: 42, signature: 'abc_DEF-123' });
    expect(unsubscribeParams('?u=7&s=xyz')).toEqual({ userId: 7, signature: 'xyz' });
  });

  it('rejects incomplete or malformed links', () => {
    expect(unsubscribeParams('')).toBeNull();
    expect(unsubscribeParams('u=42')).toBeNull();
    expect(unsubscribeParams('s=abc')).toBeNull();
    expect(unsubscribeParams('u=0&s=abc')).toBeNull();
    expect(unsubscribeParams('u=1.5&s=abc')).toBeNull();
    expect(unsubscribeParams('u=4&s=a%20b')).toBeNull();
  });
});

describe('unsubscribeFailure', () => {
  it('calls the link wrong only when the server refused it, not when it could not answer', () => {
    expect(unsubscribeFailure(new ApiError(400, { code: 100 }))).toBe('failure');
    expect(unsubscribeFailure(new ApiError(403, { code: 109 }))).toBe('failure');
    expect(unsubscribeFailure(new ApiError(0, {}))).toBe('offline');
    for (const status of [408, 429, 500, 502, 503]) expect(unsubscribeFailure(new ApiError(status, {}))).toBe('unavailable');
    expect(unsubscribeFailure(new SyntaxError('Unexpected token <'))).toBe('unavailable');
  });
});
