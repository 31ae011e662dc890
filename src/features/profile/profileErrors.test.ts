import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { ErrorCode } from '@contract/rules/error-codes';
import { profileErrorKey } from './profileErrors';

describe('profileErrorKey', () => {
  it('names the field the server refused', () => {
    expect(profileErrorKey(new ApiError(400, { code: ErrorCode.invalidName }))).toBe('auth.validation.name');
    expect(profileErrorKey(new ApiError(400, { code: ErrorCode.invalidPhone }))).toBe('auth.validation.phone');
    expect(profileErrorKey(new ApiError(409, { code: ErrorCode.phoneTaken }))).toBe('auth.errors.phoneTaken');
    expect(profileErrorKey(new ApiError(400, { code: ErrorCode.unknownCity }))).toBe('profile.errors.city');
    expect(profileErrorKey(new ApiError(400, { code: ErrorCode.badInput }))).toBe('profile.errors.invalid');
    expect(profileErrorKey(new ApiError(400, { code: ErrorCode.invalidPhoto }))).toBe('profile.photo.wrongType');
    expect(profileErrorKey(new ApiError(413, { code: ErrorCode.payloadTooLarge }))).toBe('profile.photo.tooLarge');
  });

  it('says offline and throttled as such, and leaves an ended session to the sign-out', () => {
    expect(profileErrorKey(new ApiError(0, {}))).toBe('errors.offline');
    expect(profileErrorKey(new ApiError(429, { code: ErrorCode.throttled }))).toBe('errors.throttled');
    expect(profileErrorKey(new ApiError(401, { code: ErrorCode.unauthorized }))).toBeNull();
  });

  it('falls back to the save failure', () => {
    expect(profileErrorKey(new ApiError(500, { code: ErrorCode.internal }))).toBe('profile.errors.failed');
    expect(profileErrorKey(new Error('boom'))).toBe('profile.errors.failed');
  });
});
