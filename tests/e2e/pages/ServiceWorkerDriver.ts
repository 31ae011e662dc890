import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

/**
 * Chromium's getNotifications() deletes from its store every notification the screen did not list
 * when the call began, so one shown while a read runs is lost to every later read (though it stays
 * on screen). The pages under test therefore never read while they show one: both calls go through
 * one queue. A push's notification is read only once the worker has handled it (deliverPush).
 */
function queueNotificationCalls(): void {
  const prototype = ServiceWorkerRegistration.prototype;
  const { showNotification, getNotifications } = prototype;
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(call: () => Promise<T>): Promise<T> => {
    const next = queue.then(call, call);
    queue = next.catch(() => undefined);
    return next;
  };
  prototype.showNotification = function (...args) {
    return inTurn(() => showNotification.apply(this, args));
  };
  prototype.getNotifications = function (...args) {
    return inTurn(() => getNotifications.apply(this, args));
  };
}

/** Drives the app's service worker: waits for control, delivers pushes through the DevTools protocol. */
export class ServiceWorkerDriver {
  private cdp: CDPSession | undefined;
  private registrationId: string | undefined;
  /** How the worker's handling of each push ended, in order ("Success" when it resolved), as the DevTools protocol reports it. */
  private readonly handledPushes: string[] = [];
  private queuesNotificationCalls = false;

  constructor(private readonly page: Page, private readonly context: BrowserContext) {}

  /** Opens a path and waits until the worker is active and controls the page. */
  async openControlled(path: string): Promise<void> {
    if (!this.queuesNotificationCalls) {
      await this.page.addInitScript(queueNotificationCalls);
      this.queuesNotificationCalls = true;
    }
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
      cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: event }) => {
        if (event.service === 'pushMessaging' && event.eventName === 'Push event completed') {
          this.handledPushes.push(event.eventMetadata.find((entry) => entry.key === 'Status')?.value ?? '');
        }
      });
      await cdp.send('BackgroundService.startObserving', { service: 'pushMessaging' });
      await cdp.send('BackgroundService.setRecording', { service: 'pushMessaging', shouldRecord: true });
      await cdp.send('ServiceWorker.enable');
      await expect.poll(() => registrations.length, { message: 'the worker registration is reported' }).toBeGreaterThan(0);
      this.cdp = cdp;
      this.registrationId = registrations.at(-1);
    }
    return { cdp: this.cdp, registrationId: this.registrationId! };
  }

  /**
   * ServiceWorker.deliverPushMessage with the FCM-shaped payload the worker reads; resolves once the
   * worker has handled it (the protocol's command answers before that, and never reports a failure).
   */
  async deliverPush(payload: unknown): Promise<void> {
    const { cdp, registrationId } = await this.devtools();
    const origin = new URL(this.page.url()).origin;
    const handled = this.handledPushes.length;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
    await expect.poll(() => this.handledPushes.length, { message: 'the worker handled the push' }).toBeGreaterThan(handled);
    expect(this.handledPushes[handled], 'how the worker\'s push handling ended').toBe('Success');
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
