import type { Page, Route } from '@playwright/test';

/** The member-details call as the app makes it: `GET /rest/user/{id}`. */
const MEMBER_DETAILS = /\/rest\/user\/\d+$/;

/**
 * A server that fails the page's member-details calls for a while, then lets them through unchanged:
 * busy (503 with Retry-After, as admission control answers under load) or unreachable (no network).
 */
export class MemberDetailsCalls {
  /** Calls failed so far. */
  failed = 0;
  private remaining: number;

  private constructor(private readonly failure: 'busy' | 'offline', times: number) {
    this.remaining = times;
  }

  /** Fails the next `times` member-details calls (Infinity: until `passThrough()`). */
  static async fail(page: Page, failure: 'busy' | 'offline', times: number): Promise<MemberDetailsCalls> {
    const calls = new MemberDetailsCalls(failure, times);
    await page.route(MEMBER_DETAILS, (route) => calls.handle(route));
    return calls;
  }

  /** Lets every later call through. */
  passThrough(): void {
    this.remaining = 0;
  }

  private async handle(route: Route): Promise<void> {
    if (route.request().method() !== 'GET' || this.remaining <= 0) return route.continue();
    this.remaining -= 1;
    this.failed += 1;
    if (this.failure === 'offline') return route.abort('internetdisconnected');
    return route.fulfill({
      status: 503,
      headers: { 'retry-after': '1' },
      contentType: 'application/json',
      body: JSON.stringify({ code: 503, error: 'Service Unavailable', message: 'The server is busy' }),
    });
  }
}
