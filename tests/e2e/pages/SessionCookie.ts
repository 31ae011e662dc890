import type { Cookie, Page } from '@playwright/test';

/** The session cookie `globals{suffix}`, read the way the app reads it: in the browser. */
export class SessionCookieReader {
  constructor(readonly page: Page) {}

  async name(): Promise<string> {
    const config = (await (await this.page.request.get('/specific/config.json')).json()) as { cookieLocaleSuffix: string };
    return `globals${config.cookieLocaleSuffix}`;
  }

  /** The cookie's JSON as `document.cookie` shows it, or null without one. */
  async read(): Promise<Record<string, unknown> | null> {
    const name = await this.name();
    const raw = await this.page.evaluate((cookieName) => {
      for (const part of document.cookie.split(';')) {
        const [key, ...value] = part.trim().split('=');
        if (decodeURIComponent(key ?? '') === cookieName) return decodeURIComponent(value.join('='));
      }
      return null;
    }, name);
    return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
  }

  /** The cookie as the browser stores it, with its flags (secure, sameSite), or undefined without one. */
  async stored(): Promise<Cookie | undefined> {
    const name = await this.name();
    return (await this.page.context().cookies()).find((cookie) => cookie.name === name);
  }

  /** Whether the browser sends the cookie to the server: `/` sends a request without one to /login. */
  async reachesServer(): Promise<boolean> {
    // A query of its own keeps the request past the service worker's precached shell, to the server.
    const type = await this.page.evaluate(async () => (await fetch('/?session-cookie-check', { redirect: 'manual' })).type);
    return type !== 'opaqueredirect';
  }

  /** Writes the cookie with the current names, as a browser keeps it from an earlier visit. */
  async write(baseURL: string, cookie: Record<string, unknown>): Promise<void> {
    await this.page.context().addCookies([{ name: await this.name(), value: encodeURIComponent(JSON.stringify(cookie)), url: baseURL }]);
  }

  /** A session cookie the server no longer knows (expired or revoked): `isGuest` says whose it was. */
  async writeDead(baseURL: string, isGuest: boolean): Promise<void> {
    await this.write(baseURL, {
      userId: 1500, authorization: '1500:expiredtokenxxxxxxxxxxxxxxxx', level: 1, forecastSegment: null, panelSegment: null,
      userAgreement: true, hasUserCompletedProfile: false, redirectTo: null, isGuest,
    });
  }

  /** Writes the cookie as the app wrote it before it used the current names. */
  async writeLegacy(baseURL: string, session: { token: string; user_id: number; level: number; forecast_segment: string | null; panel_segment: string | null; user_agrees_contact: boolean }): Promise<void> {
    await this.page.context().addCookies([{
      name: await this.name(), value: encodeURIComponent(JSON.stringify({ ...session, isGuest: false })), url: baseURL,
    }]);
  }
}
