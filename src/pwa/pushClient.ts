import type { FirebaseWebConfig } from '@contract/schemas/site-config';
import { call, currentCredentials } from '../api/client';
import { serviceWorkerRegistration } from './serviceWorker';
import { withinTime } from '../lib/withinTime';

const TOKEN_KEY = 'panelist.pushToken';

/** The stored record of this device's token: the member it was saved for, so nobody else's sign-in reuses it. */
interface PushTokenRecord {
  token: string;
  userId: number;
}

/** The stored token when it was saved for this member; null for anyone else's, none, or an unreadable record. */
export function pushTokenOf(stored: string | null, userId: number | undefined): string | null {
  if (stored === null || userId === undefined) return null;
  try {
    const record = JSON.parse(stored) as Partial<PushTokenRecord> | null;
    return record && typeof record.token === 'string' && record.token !== '' && record.userId === userId ? record.token : null;
  } catch {
    // An older record (the bare token, saved for whoever it was): nobody's.
    return null;
  }
}

const currentUserId = (): number | undefined => currentCredentials()?.userId;

export type PushAvailability = 'unconfigured' | 'unsupported' | 'denied' | 'available';

/** Whether push can be offered here (no Firebase configuration: hidden, firebase never loaded). */
export function pushAvailability(firebase: FirebaseWebConfig | null, env: { notification: boolean; serviceWorker: boolean; pushManager: boolean; permission?: NotificationPermission }): PushAvailability {
  if (!firebase) return 'unconfigured';
  if (!env.notification || !env.serviceWorker || !env.pushManager) return 'unsupported';
  return env.permission === 'denied' ? 'denied' : 'available';
}

export function browserPushEnv() {
  return {
    notification: typeof Notification !== 'undefined',
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    pushManager: typeof window !== 'undefined' && 'PushManager' in window,
    permission: typeof Notification !== 'undefined' ? Notification.permission : undefined,
  };
}

/** firebase/messaging for the app's own worker, loaded only when a member turns push on or off. */
async function messagingFor(firebase: FirebaseWebConfig) {
  const [{ initializeApp, getApps }, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  const { vapidKey: _vapid, ...options } = firebase;
  const app = getApps()[0] ?? initializeApp(options);
  return { messaging: messaging.getMessaging(app), getToken: messaging.getToken, deleteToken: messaging.deleteToken };
}

/** This device's token as saved for the signed-in member (null when it was saved for someone else). */
export const storedPushToken = (): string | null => pushTokenOf(localStorage.getItem(TOKEN_KEY), currentUserId());

/** Forgets this device's token record; answers whether there was one. */
function forgetPushToken(): boolean {
  const had = localStorage.getItem(TOKEN_KEY) !== null;
  localStorage.removeItem(TOKEN_KEY);
  return had;
}

/** A worker that never gets ready, or FCM unreachable on a flaky network, fails the switch rather than leaving it busy. */
const PUSH_TOKEN_TIMEOUT_MS = 30_000;

/** This device's FCM token through the app's own worker; null without a worker registration. */
async function tokenForThisDevice(firebase: FirebaseWebConfig): Promise<string | null> {
  const registration = await serviceWorkerRegistration();
  if (!registration) return null;
  const { messaging, getToken } = await messagingFor(firebase);
  return getToken(messaging, { vapidKey: firebase.vapidKey, serviceWorkerRegistration: registration });
}

/**
 * Turns push on from a user action: asks permission, gets this device's token with the app's worker
 * registration, and saves it, every time: the server may have dropped it while this device kept it
 * (push turned off on all devices from another one), and saving it again is harmless (the server keeps
 * one row per token, moved to this member when another had it). Answers whether push is now on.
 */
export async function enablePush(firebase: FirebaseWebConfig): Promise<boolean> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  // The member's answer to the prompt takes what it takes; the steps after it have no timeout of their own.
  const token = await withinTime(tokenForThisDevice(firebase), PUSH_TOKEN_TIMEOUT_MS, 'Getting this device\'s push token');
  if (!token) return false;
  const userId = currentUserId();
  if (userId === undefined) return false;
  await call('saveDeviceToken', { body: token });
  const record: PushTokenRecord = { token, userId };
  localStorage.setItem(TOKEN_KEY, JSON.stringify(record));
  return true;
}

/**
 * Turns push off on every device of the member (also on logout): the tokens go, this one too.
 * `authorization`: the session whose member it is (a logout names the session it ends), else the current one.
 */
export async function disablePushEverywhere(firebase: FirebaseWebConfig | null, authorization?: string): Promise<void> {
  // Whatever the network does, this device forgets the token: the next member to sign in here saves their own.
  const hadToken = forgetPushToken();
  try {
    await call('deleteAllDeviceToken', authorization ? { authorization } : {});
  } finally {
    if (firebase && hadToken) await deleteDeviceToken(firebase);
  }
}

/**
 * Turns push off on this device only (the settings switch): its token leaves the member's devices on
 * the server and FCM, the member's other devices keep theirs. The server goes first: should it not
 * be reached, nothing changes here either (the switch stays on, and trying again turns it off),
 * rather than a device the server still lists whose pushes no longer arrive.
 */
export async function disablePushHere(firebase: FirebaseWebConfig): Promise<void> {
  const token = storedPushToken();
  if (token === null) {
    forgetPushToken();
    return;
  }
  await call('deleteDeviceToken', { body: token });
  forgetPushToken();
  await deleteDeviceToken(firebase);
}

/** A sign-out that leaves the server's session as it is (an expired one): this device forgets and drops its token. */
export async function forgetThisDevice(firebase: FirebaseWebConfig): Promise<void> {
  if (forgetPushToken()) await deleteDeviceToken(firebase);
}

/** Logout and the switch wait for the unsubscription; a worker that never gets ready or FCM unreachable must not hold them. */
const PUSH_DELETE_TIMEOUT_MS = 10_000;

/**
 * Unsubscribes this device from FCM and from the browser's push service (its pushes stop here even
 * where the server still has the token); best effort, never throws.
 */
async function deleteDeviceToken(firebase: FirebaseWebConfig): Promise<void> {
  try {
    await withinTime(unsubscribeThisDevice(firebase), PUSH_DELETE_TIMEOUT_MS, 'Deleting this device\'s push token');
  } catch {
    // Offline: the token stays with FCM; the server drops it once FCM reports it unregistered, or moves it on the next save.
  }
}

async function unsubscribeThisDevice(firebase: FirebaseWebConfig): Promise<void> {
  // Without the app's worker there is nothing to unsubscribe, and firebase would register its own default worker (a 404 here).
  const registration = await serviceWorkerRegistration();
  if (!registration) return;
  try {
    const { messaging, getToken, deleteToken } = await messagingFor(firebase);
    // deleteToken uses the worker registration getToken gave the instance; without one (a page loaded after
    // push was turned on) it registers firebase's default worker and fails, so hand it the app's first.
    if (!hasWorkerRegistration(messaging) && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      await getToken(messaging, { vapidKey: firebase.vapidKey, serviceWorkerRegistration: registration });
    }
    if (hasWorkerRegistration(messaging)) await deleteToken(messaging);
  } finally {
    // Whatever firebase managed (permission revoked, FCM unreachable), the browser's subscription goes: no push reaches this device.
    const subscription = await registration.pushManager.getSubscription();
    await subscription?.unsubscribe();
  }
}

/** Whether firebase's messaging instance has a worker registration (firebase keeps it as `swRegistration`, set by getToken). */
function hasWorkerRegistration(messaging: object): boolean {
  return Boolean((messaging as { swRegistration?: ServiceWorkerRegistration }).swRegistration);
}
