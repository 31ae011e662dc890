import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

/** Drives the app's service worker: waits for control, delivers pushes through the DevTools protocol. */
export class ServiceWorkerDriver {
  private cdp: CDPSession | undefined;
  private registrationId: string | undefined;

  constructor(private readonly page: Page, private readonly context: BrowserContext) {}

  /** Opens a path and waits until the worker is active and controls the page. */
  async openControlled(path: string): Promise<void> {
    await this.page.goto(path);
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await this.page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await this.page.reload();
    await expect.poll(() => this.page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { message: 'the worker controls the page' }).toBe(true);
  }

  async scriptUrl(): Promise<string> {
    return this.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
  }

  /** The DevTools session with the ServiceWorker domain enabled, and the worker's registration id. */
  private async devtools(): Promise<{ cdp: CDPSession; registrationId: string }> {
    if (!this.cdp) {
      const cdp = await this.context.newCDPSession(this.page);
      const registrations: string[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
        for (const registration of event.registrations) if (!registration.isDeleted) registrations.push(registration.registrationId);
      });
      await cdp.send('ServiceWorker.enable');
      await expect.poll(() => registrations.length, { message: 'the worker registration is reported' }).toBeGreaterThan(0);
      this.cdp = cdp;
      this.registrationId = registrations.at(-1);
    }
    return { cdp: this.cdp, registrationId: this.registrationId! };
  }

  /** ServiceWorker.deliverPushMessage with the FCM-shaped payload the worker reads. */
  async deliverPush(payload: unknown): Promise<void> {
    const { cdp, registrationId } = await this.devtools();
    const origin = new URL(this.page.url()).origin;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  }

  /** ServiceWorker.dispatchSyncEvent: a Background Sync event with this tag, as the browser fires it when the connection is back. */
  async dispatchSync(tag: string): Promise<void> {
    const { cdp, registrationId } = await this.devtools();
    const origin = new URL(this.page.url()).origin;
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag, lastChance: false });
  }

  /** Keeps the messages the worker posts to this page from now on, for `messageTypes`. */
  async keepMessages(): Promise<void> {
    await this.page.evaluate(() => {
      const kept: unknown[] = [];
      (window as unknown as { workerMessages: unknown[] }).workerMessages = kept;
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => void kept.push(event.data));
      navigator.serviceWorker.startMessages();
    });
  }

  /** The types of the messages the worker posted to this page since `keepMessages`. */
  async messageTypes(): Promise<string[]> {
    return this.page.evaluate(() => ((window as unknown as { workerMessages?: { type?: unknown }[] }).workerMessages ?? []).map((message) => String(message?.type)));
  }

  /** The notifications the worker is showing: title, body and the URL a click opens. */
  async notifications(): Promise<{ title: string; body: string; url: string }[]> {
    return this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const shown = await registration.getNotifications();
      return shown.map((n) => ({ title: n.title, body: n.body, url: String((n.data as { url?: string } | null)?.url ?? '') }));
    });
  }
}
