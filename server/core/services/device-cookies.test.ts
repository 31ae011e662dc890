import { describe, expect, it } from 'vitest';
import { signDeviceCookie, verifyDeviceCookie } from './device-cookies';

const now = new Date('2026-03-01T12:00:00Z');
const year = 365 * 86_400_000;

describe('device cookies', () => {
  it('are valid for their member, with the secret, until they are too old', () => {
    const cookie = signDeviceCookie('secret', 42, now);
    expect(verifyDeviceCookie('secret', cookie, 42, now, year)).toBe(true);
    expect(verifyDeviceCookie('secret', cookie, 43, now, year)).toBe(false);
    expect(verifyDeviceCookie('other-secret', cookie, 42, now, year)).toBe(false);
    expect(verifyDeviceCookie('secret', cookie, 42, new Date(now.getTime() + year + 1000), year)).toBe(false);
  });

  it('refuse a forged or altered value', () => {
    const cookie = signDeviceCookie('secret', 42, now);
    const [version, , issued, mac] = cookie.split('.');
    expect(verifyDeviceCookie('secret', `${version}.43.${issued}.${mac}`, 43, now, year)).toBe(false);
    expect(verifyDeviceCookie('secret', `${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`, 42, now, year)).toBe(false);
    expect(verifyDeviceCookie('secret', undefined, 42, now, year)).toBe(false);
    expect(verifyDeviceCookie('secret', 'garbage', 42, now, year)).toBe(false);
  });
});
