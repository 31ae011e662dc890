import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { isSmsCodeFormat, secondsLeft, smsErrorKey } from './smsSignIn';

const answer = (status: number, code: number) => new ApiError(status, { code, error: 'Bad Request', message: 'x' });

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
    expect(smsErrorKey(answer(400, 122))).toBe('auth.sms.errors.wrong');
    expect(smsErrorKey(answer(400, 160))).toBe('auth.sms.errors.expired');
    expect(smsErrorKey(answer(400, 161))).toBe('auth.sms.errors.usedUp');
    expect(smsErrorKey(answer(429, 105))).toBe('auth.sms.errors.throttled');
    expect(smsErrorKey(new ApiError(429, {}))).toBe('auth.sms.errors.throttled');
    expect(smsErrorKey(answer(400, 114))).toBe('auth.validation.phone');
    expect(smsErrorKey(new ApiError(0, {}))).toBe('errors.offline');
    expect(smsErrorKey(answer(500, 107))).toBe('auth.sms.errors.failed');
    expect(smsErrorKey(new Error('boom'))).toBe('auth.sms.errors.failed');
  });
});
