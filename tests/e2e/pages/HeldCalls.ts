import type { Page } from '@playwright/test';

/**
 * A slow server as the app sees it: the page's calls to matching addresses wait until `release()`,
 * then go through unchanged. Lets a test see what the app shows while data loads, without timing.
 */
export class HeldCalls {
  private open!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.open = resolve));

  private constructor() {}

  static async hold(page: Page, url: RegExp): Promise<HeldCalls> {
    const held = new HeldCalls();
    await page.route(url, async (route) => {
      await held.gate;
      await route.continue();
    });
    return held;
  }

  /** Lets the held calls, and any later ones, through. */
  release(): void {
    this.open();
  }
}
