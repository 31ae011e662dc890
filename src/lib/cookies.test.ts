import { describe, expect, it } from 'vitest';
import { cookieString, parseCookies, sessionCookieName } from './cookies';

describe('cookies (spec section 9)', () => {
  it('names the session cookie globals + suffix', () => {
    expect(sessionCookieName('_en')).toBe('globals_en');
  });
  it('lives 10 years; the credentials cookie is secure with sameSite none over https', () => {
    const text = cookieString('globals_en', '{"a":1}', { crossSite: true }, true);
    expect(text).toContain('Secure');
    expect(text).toContain('SameSite=None');
    const expires = new Date(/expires=([^;]+)/.exec(text)?.[1] ?? '').getTime();
    expect(expires - Date.now()).toBeGreaterThan(3649 * 86_400_000);
    expect(cookieString('language', 'en', {}, true)).toContain('SameSite=Lax');
  });
  it('parses and decodes a cookie header', () => {
    expect(parseCookies('a=1; globals_en=%7B%22x%22%3A1%7D')).toEqual({ a: '1', globals_en: '{"x":1}' });
  });
});
