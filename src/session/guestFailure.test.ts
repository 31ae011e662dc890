import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { ErrorCode } from '@contract/rules/error-codes';
import { guestFailureKey } from './guestFailure';

describe('guestFailureKey', () => {
  it('says a failure on the way to the server as such', () => {
    expect(guestFailureKey(new ApiError(0, { message: 'offline' }))).toBe('errors.offline');
    expect(guestFailureKey(new ApiError(503, { code: ErrorCode.overloaded }, 1_000))).toBe('errors.busy');
  });

  it('asks for a reload otherwise', () => {
    expect(guestFailureKey(new ApiError(403, { code: 403 }))).toBe('errors.guestFailed');
    expect(guestFailureKey(new Error('fingerprint library failed'))).toBe('errors.guestFailed');
  });
});
