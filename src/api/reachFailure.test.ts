import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { ErrorCode } from '@contract/rules/error-codes';
import { reachFailureKey } from './reachFailure';

describe('reachFailureKey', () => {
  it('says a missing connection, a busy server and too many tries as such', () => {
    expect(reachFailureKey(new ApiError(0, { message: 'offline' }))).toBe('errors.offline');
    expect(reachFailureKey(new ApiError(503, { code: ErrorCode.overloaded }, 1_000))).toBe('errors.busy');
    expect(reachFailureKey(new ApiError(429, { code: ErrorCode.throttled }))).toBe('errors.throttled');
    expect(reachFailureKey(new ApiError(429, {}))).toBe('errors.throttled');
  });

  it.each([502, 503, 504])('says a gateway\'s %i (no code of the server\'s) is a busy server, to be tried again', (status) => {
    expect(reachFailureKey(new ApiError(status, {}, 2_000))).toBe('errors.busy');
  });

  it('leaves any other failure to the screen', () => {
    expect(reachFailureKey(new ApiError(403, { code: 403 }))).toBeNull();
    expect(reachFailureKey(new ApiError(500, { code: 500 }))).toBeNull();
    expect(reachFailureKey(new Error('fingerprint library failed'))).toBeNull();
  });
});
