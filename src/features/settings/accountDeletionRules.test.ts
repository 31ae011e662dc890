import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { deletionErrorKey } from './accountDeletionRules';

describe('deletionErrorKey', () => {
  it('tells an offline member to check the connection', () => {
    expect(deletionErrorKey(new ApiError(0, {}))).toBe('errors.offline');
    expect(deletionErrorKey(new TypeError('Failed to fetch'))).toBe('errors.offline');
  });

  it('tells a member whose session has ended to sign in again', () => {
    expect(deletionErrorKey(new ApiError(401, { code: 101 }))).toBe('settings.deletion.sessionEnded');
  });

  it('asks to wait when throttled, else reports the failure', () => {
    expect(deletionErrorKey(new ApiError(429, {}))).toBe('errors.throttled');
    expect(deletionErrorKey(new ApiError(403, { code: 102 }))).toBe('settings.deletion.failed');
    expect(deletionErrorKey(new ApiError(500, {}))).toBe('settings.deletion.failed');
  });
});
