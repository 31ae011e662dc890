import type { Page } from '@playwright/test';

/**
 * Stands in for Chromium's install prompt: dispatches the `beforeinstallprompt` the browser fires
 * when the app is installable, records whether the app called prompt(), and fires `appinstalled`.
 */
export class InstallPromptDriver {
  constructor(private readonly page: Page) {}

  async offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted'): Promise<void> {
    await this.page.evaluate((choice) => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };
      event.prompt = async () => {
        (window as unknown as { installPrompted: number }).installPrompted = ((window as unknown as { installPrompted?: number }).installPrompted ?? 0) + 1;
      };
      event.userChoice = Promise.resolve({ outcome: choice });
      window.dispatchEvent(event);
    }, outcome);
  }

  async timesPrompted(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { installPrompted?: number }).installPrompted ?? 0);
  }

  async reportInstalled(): Promise<void> {
    await this.page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  }
}
