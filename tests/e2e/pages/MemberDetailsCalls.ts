import type { Page, Route } from '@playwright/test';

/** The member-details call as the app makes it: `GET /rest/user/{id}`. */
const MEMBER_DETAILS = /\/rest\/user\/\d+$/;

/**
 * A server that fails the page's member-details calls for a while, then lets them through unchanged:
 * busy (503 with Retry-After, as admission control answers under load), unreachable (no network) or
 * broken (a 500).
 */
type DetailsFailureKind = 'busy' | 'offline' | 'broken';

export class MemberDetailsCalls {
  /** Calls failed so far. */
  failed = 0;
  private remaining: number;

  private constructor(private readonly failure: DetailsFailureKind, times: number) {
    this.remaining = times;
  }

  /** Fails the next `times` member-details calls (Infinity: until `passThrough()`). */
  static async fail(page: Page, failure: DetailsFailureKind, times: number): Promise<MemberDetailsCalls> {
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
    if (this.failure === 'broken') {
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 107, error: 'Internal Server Error', message: 'Something went wrong' }) });
    }
    return route.fulfill({
      status: 503,
      headers: { 'retry-after': '1' },
      contentType: 'application/json',
      body: JSON.stringify({ code: 503, error: 'Service Unavailable', message: 'The server is busy' }),
    });
  }
}
