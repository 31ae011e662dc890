import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieString, parseCookies, sessionCookieName } from './cookies';

describe('cookies', () => {
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
  it('partitions a cross-site cookie by the top-level site when asked, and only a Secure one', () => {
    expect(cookieString('fp', 'x', { crossSite: true, partitioned: true }, true)).toMatch(/; Secure; SameSite=None; Partitioned$/);
    expect(cookieString('fp', 'x', { crossSite: true }, true)).not.toContain('Partitioned');
    expect(cookieString('fp', 'x', { crossSite: true, partitioned: true }, false)).not.toContain('Partitioned');
  });
  describe('the credentials cookie\'s flags follow the page\'s secure context, not its scheme', () => {
    afterEach(() => vi.unstubAllGlobals());
    const credentialsCookieOn = (href: string, isSecureContext: boolean) => {
      vi.stubGlobal('location', new URL(href));
      vi.stubGlobal('isSecureContext', isSecureContext);
      return cookieString('globals_en', '{}', { crossSite: true });
    };

    it.each(['http://localhost:8080/app', 'http://127.0.0.1:8080/app', 'https://panel.example.kz/app'])('secure with sameSite none on %s (a secure context)', (href) => {
      const text = credentialsCookieOn(href, true);
      expect(text).toContain('; Secure; SameSite=None');
      expect(text).not.toContain('Lax');
    });

    it('SameSite=Lax, not Secure, on plain http elsewhere (browsers refuse Secure there)', () => {
      const text = credentialsCookieOn('http://panel.example.kz/app', false);
      expect(text).toContain('SameSite=Lax');
      expect(text).not.toContain('Secure');
    });

    it('other cookies stay SameSite=Lax in a secure context', () => {
      vi.stubGlobal('isSecureContext', true);
      expect(cookieString('language', 'en')).toContain('SameSite=Lax');
      expect(cookieString('language', 'en')).not.toContain('Secure');
    });
  });

  it('parses and decodes a cookie header', () => {
    expect(parseCookies('a=1; globals_en=%7B%22x%22%3A1%7D')).toEqual({ a: '1', globals_en: '{"x":1}' });
  });
});
