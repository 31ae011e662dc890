import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { loadFailure } from './loadFailure';

describe('loadFailure', () => {
  it('calls only an unreachable server offline', () => {
    expect(loadFailure(new ApiError(0, { error: 'Network Error' }))).toBe('offline');
  });

  it.each([404, 403])('calls a %i missing (nothing there for this member)', (status) => {
    expect(loadFailure(new ApiError(status, {}))).toBe('missing');
  });

  it.each([500, 502, 503, 429, 400, 401, 408])('calls a %i a failure worth trying again, not offline', (status) => {
    expect(loadFailure(new ApiError(status, {}))).toBe('failed');
  });

  it('calls anything that is not an answer of the server a failure', () => {
    expect(loadFailure(new TypeError('bad answer'))).toBe('failed');
  });
});
