import type { FirebaseWebConfig } from '@contract/schemas/site-config';
import { call } from '../api/client';
import { serviceWorkerRegistration } from './serviceWorker';

const TOKEN_KEY = 'panelist.pushToken';

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

export const storedPushToken = (): string | null => localStorage.getItem(TOKEN_KEY);

/**
 * Turns push on from a user action: asks permission, gets this device's token with the app's worker
 * registration, and saves it when it is new or changed. Answers whether push is now on.
 */
export async function enablePush(firebase: FirebaseWebConfig): Promise<boolean> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const registration = await serviceWorkerRegistration();
  if (!registration) return false;
  const { messaging, getToken } = await messagingFor(firebase);
  const token = await getToken(messaging, { vapidKey: firebase.vapidKey, serviceWorkerRegistration: registration });
  if (!token) return false;
  if (token !== storedPushToken()) {
    await call('saveDeviceToken', { body: token });
    localStorage.setItem(TOKEN_KEY, token);
  }
  return true;
}

/**
 * Turns push off on every device of the member (also on logout): the tokens go, this one too.
 * `authorization`: the session whose member it is (a logout names the session it ends), else the current one.
 */
export async function disablePushEverywhere(firebase: FirebaseWebConfig | null, authorization?: string): Promise<void> {
  await call('deleteAllDeviceToken', authorization ? { authorization } : {});
  if (firebase && storedPushToken()) {
    const { messaging, deleteToken } = await messagingFor(firebase);
    await deleteToken(messaging).catch(() => false);
  }
  localStorage.removeItem(TOKEN_KEY);
}
