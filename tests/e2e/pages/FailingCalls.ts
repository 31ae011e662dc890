import type { Page, Route } from '@playwright/test';

/** The calls as the app makes them. */
export const Calls = {
  memberDetails: /\/rest\/user\/\d+$/,
  /** The feed's next card. */
  feed: /\/rest\/widget\/next\/\d+/,
  /** My activity's entries. */
  activity: /\/rest\/user\/log\/\d+$/,
  /** The member's active surveys. */
  activeSurveys: /\/rest\/user\/\d+\/activequests$/,
} as const;

/**
 * A server that fails the page's GET calls of one kind for a while, then lets them through unchanged:
 * busy (503 with Retry-After, as admission control answers under load), unreachable (no network) or
 * broken (a 500).
 */
type FailureKind = 'busy' | 'offline' | 'broken';

export class FailingCalls {
  /** Calls failed so far. */
  failed = 0;
  private remaining: number;

  private constructor(private readonly failure: FailureKind, times: number) {
    this.remaining = times;
  }

  /** Fails the next `times` calls to `url` (Infinity: until `passThrough()`). */
  static async fail(page: Page, url: RegExp, failure: FailureKind, times: number): Promise<FailingCalls> {
    const calls = new FailingCalls(failure, times);
    await page.route(url, (route) => calls.handle(route));
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
