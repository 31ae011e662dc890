import type { BrowserContext, Page, Response } from '@playwright/test';

/** A Firebase web configuration with made-up values (the server passes it to the page as is). */
export const FAKE_FIREBASE_WEB_CONFIG = {
  apiKey: 'fake-api-key',
  projectId: 'panelist-e2e',
  messagingSenderId: '1234567890',
  appId: '1:1234567890:web:e2e',
  // A P-256 public key in base64url, as a Web Push certificate's is.
  vapidKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
};

/** The markers of firebase's own code in a script: its errors and Google's endpoints. */
const FIREBASE_CODE = /FirebaseError|fcmregistrations\.googleapis|firebaseinstallations\.googleapis/;

/** Records every script the page loads that is firebase's code. */
export function watchFirebaseScripts(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    void response.text().then((body) => {
      if (FIREBASE_CODE.test(body)) loaded.push(response.url());
    }, () => undefined);
  });
  return loaded;
}

/**
 * Google's side of push for a browser context, at the network boundary: Firebase Installations
 * and FCM registration answer with made-up tokens. Headless Chromium has no push service (its
 * PushManager.subscribe always fails), so the browser's subscription is stood in for too; the
 * app and firebase's own code run unchanged.
 */
export class FakeFirebase {
  readonly fcmTokens: string[] = [];
  readonly deletedTokens: string[] = [];
  private sequence = 0;

  async install(context: BrowserContext): Promise<void> {
    await context.addInitScript(() => {
      const raw = (length: number) => new Uint8Array(length).map((_, index) => (index * 7 + 3) % 256).buffer;
      let current: PushSubscription | null = null;
      const make = (options?: PushSubscriptionOptionsInit) => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device',
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey ?? null },
        getKey: (name: string) => raw(name === 'auth' ? 16 : 65),
        toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device' }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      }) as unknown as PushSubscription;
      PushManager.prototype.getSubscription = async () => current;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => (current = make(options));
    });
    await context.route(/^https:\/\/[a-z]+\.googleapis\.com\//, async (route) => {
      const url = new URL(route.request().url());
      const method = route.request().method();
      if (url.hostname === 'firebaseinstallations.googleapis.com' && method === 'POST') {
        await route.fulfill({ json: { name: 'installation', fid: 'fAkEfIdE2e0000000000aa', refreshToken: 'refresh', authToken: { token: 'installation-auth', expiresIn: '604800s' } } });
      } else if (url.hostname === 'fcmregistrations.googleapis.com' && method === 'POST') {
        this.sequence += 1;
        const token = `e2e-fcm-token-${Date.now()}-${this.sequence}`;
        this.fcmTokens.push(token);
        await route.fulfill({ json: { token } });
      } else if (url.hostname === 'fcmregistrations.googleapis.com' && method === 'DELETE') {
        this.deletedTokens.push(url.pathname.split('/').at(-1) ?? '');
        await route.fulfill({ json: {} });
      } else {
        await route.fulfill({ status: 404, json: { error: { message: `no fake for ${method} ${url.href}` } } });
      }
    });
  }
}
