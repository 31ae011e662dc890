import type { BrowserContext } from '@playwright/test';

/**
 * Takes the browser context off the network and back. The context's offline emulation does not
 * reliably reach the service worker's own requests (a Background Sync the browser fires by itself as
 * soon as a page registers one may get through), so while offline every API call is also refused
 * here, the worker's included, as a dropped connection.
 */
export class OfflineNetwork {
  private offline = false;
  private routed = false;

  constructor(private readonly context: BrowserContext) {}

  async goOffline(): Promise<void> {
    if (!this.routed) {
      await this.context.route('**/rest/**', (route) => (this.offline ? route.abort('internetdisconnected') : route.fallback()));
      this.routed = true;
    }
    this.offline = true;
    await this.context.setOffline(true);
  }

  async goOnline(): Promise<void> {
    this.offline = false;
    await this.context.setOffline(false);
  }
}
