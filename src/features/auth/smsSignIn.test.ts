import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { isSmsCodeFormat, secondsLeft, smsErrorKey } from './smsSignIn';

const answer = (status: number, code: number) => new ApiError(status, { code, error: 'Bad Request', message: 'x' });
const loginErrorCodes = { userNotActive: 31, userNonExistent: 32, wrongPassword: 33, userLocked: 35 };

describe('SMS sign-in rules', () => {
  it('takes 4 to 8 digits as a code', () => {
    expect(isSmsCodeFormat('123456')).toBe(true);
    expect(isSmsCodeFormat(' 1234 ')).toBe(true);
    for (const code of ['', '123', '123456789', '12a456', '12 456']) expect(isSmsCodeFormat(code)).toBe(false);
  });

  it('counts the resend wait down in whole seconds', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });

  it('gives wrong, expired, used-up codes, the rate limits and a bad phone each their own message', () => {
    expect(smsErrorKey(answer(400, 122), loginErrorCodes)).toBe('auth.sms.errors.wrong');
    expect(smsErrorKey(answer(400, 160), loginErrorCodes)).toBe('auth.sms.errors.expired');
    expect(smsErrorKey(answer(400, 161), loginErrorCodes)).toBe('auth.sms.errors.usedUp');
    expect(smsErrorKey(answer(429, 105), loginErrorCodes)).toBe('auth.sms.errors.throttled');
    expect(smsErrorKey(new ApiError(429, {}), loginErrorCodes)).toBe('auth.sms.errors.throttled');
    expect(smsErrorKey(answer(400, 114), loginErrorCodes)).toBe('auth.validation.phone');
    expect(smsErrorKey(new ApiError(0, {}), loginErrorCodes)).toBe('errors.offline');
    expect(smsErrorKey(answer(500, 107), loginErrorCodes)).toBe('auth.sms.errors.failed');
    expect(smsErrorKey(new Error('boom'), loginErrorCodes)).toBe('auth.sms.errors.failed');
  });

  it("tells a member who cannot sign in why, by the site's login error codes", () => {
    expect(smsErrorKey(answer(403, 31), loginErrorCodes)).toBe('auth.errors.userNotActive');
    expect(smsErrorKey(answer(403, 35), loginErrorCodes)).toBe('auth.errors.userLocked');
    // The other login errors are not the SMS sign-in's to give.
    expect(smsErrorKey(answer(401, 33), loginErrorCodes)).toBe('auth.sms.errors.failed');
  });
});
