// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call } from '../api/client';
import { useSessionStore, type Session } from '../stores/sessionStore';
import { deleteToken, getToken } from 'firebase/messaging';
import { disablePushEverywhere, disablePushHere, enablePush, forgetThisDevice, pushAvailability, pushTokenOf, storedPushToken } from './pushClient';
import { serviceWorkerRegistration } from './serviceWorker';

vi.mock('../api/client', async (original) => ({ ...(await original<typeof import('../api/client')>()), call: vi.fn() }));
vi.mock('./serviceWorker', () => ({ serviceWorkerRegistration: vi.fn(async () => ({ scope: '/' })) }));
vi.mock('firebase/app', () => ({ getApps: () => [{ name: 'panelist' }], initializeApp: vi.fn() }));
// As firebase does: getToken keeps the worker registration it is given on the instance, deleteToken uses it.
vi.mock('firebase/messaging', () => ({
  getMessaging: () => ({}),
  getToken: vi.fn(async (messaging: { swRegistration?: unknown }, options?: { serviceWorkerRegistration?: unknown }) => {
    messaging.swRegistration = options?.serviceWorkerRegistration ?? messaging.swRegistration;
    return 'fcm-1';
  }),
  deleteToken: vi.fn(async () => true),
}));

const firebase = { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a', vapidKey: 'v' };
const full = { notification: true, serviceWorker: true, pushManager: true, permission: 'default' as NotificationPermission };

describe('pushAvailability', () => {
  it('hides push without a Firebase configuration, whatever the browser', () => {
    expect(pushAvailability(null, full)).toBe('unconfigured');
  });

  it('needs notifications, a service worker and the Push API', () => {
    expect(pushAvailability(firebase, { ...full, pushManager: false })).toBe('unsupported');
    expect(pushAvailability(firebase, { ...full, notification: false })).toBe('unsupported');
    expect(pushAvailability(firebase, { ...full, serviceWorker: false })).toBe('unsupported');
  });

  it('reports a blocked permission, else available', () => {
    expect(pushAvailability(firebase, { ...full, permission: 'denied' })).toBe('denied');
    expect(pushAvailability(firebase, full)).toBe('available');
    expect(pushAvailability(firebase, { ...full, permission: 'granted' })).toBe('available');
  });
});

describe('pushTokenOf: the stored token belongs to the member it was saved for', () => {
  const record = JSON.stringify({ token: 'fcm-1', userId: 7 });

  it('gives the token to that member only', () => {
    expect(pushTokenOf(record, 7)).toBe('fcm-1');
    expect(pushTokenOf(record, 8)).toBeNull();
    expect(pushTokenOf(record, undefined)).toBeNull();
  });

  it('reads nothing from no record, an older bare token, or garbage', () => {
    expect(pushTokenOf(null, 7)).toBeNull();
    expect(pushTokenOf('fcm-1', 7)).toBeNull();
    expect(pushTokenOf('{"token":42,"userId":7}', 7)).toBeNull();
    expect(pushTokenOf('null', 7)).toBeNull();
  });
});

describe('disablePushEverywhere', () => {
  const member = (userId: number): Session => ({ token: 't', user_id: userId, level: 1, forecast_segment: null, panel_segment: null, user_agrees_contact: false, isGuest: false });

  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('panelist.pushToken', JSON.stringify({ token: 'fcm-1', userId: 7 }));
    useSessionStore.setState({ session: member(7) });
  });

  it('forgets this device\'s token even when the server cannot be reached, so the next member saves their own', async () => {
    vi.mocked(call).mockRejectedValueOnce(new ApiError(0, { message: 'offline' }));
    expect(storedPushToken()).toBe('fcm-1');
    await expect(disablePushEverywhere(null)).rejects.toThrow();
    expect(localStorage.getItem('panelist.pushToken')).toBeNull();
  });
});

describe('disablePushHere', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(call).mockReset();
    localStorage.setItem('panelist.pushToken', JSON.stringify({ token: 'fcm-1', userId: 7 }));
    useSessionStore.setState({ session: { token: 't', user_id: 7, level: 1, forecast_segment: null, panel_segment: null, user_agrees_contact: false, isGuest: false } });
  });

  it('deletes this device\'s token only, never all of the member\'s, and forgets it', async () => {
    vi.mocked(call).mockResolvedValueOnce({ ok: true });
    await disablePushHere(firebase);
    expect(vi.mocked(call).mock.calls).toEqual([['deleteDeviceToken', { body: 'fcm-1' }]]);
    expect(storedPushToken()).toBeNull();
  });

  it('changes nothing on this device when the server cannot be reached: the token stays, the subscription too', async () => {
    const { serviceWorkerRegistration } = await import('./serviceWorker');
    vi.mocked(serviceWorkerRegistration).mockClear();
    vi.mocked(call).mockRejectedValueOnce(new ApiError(0, { message: 'offline' }));
    await expect(disablePushHere(firebase)).rejects.toThrow();
    expect(storedPushToken()).toBe('fcm-1');
    expect(vi.mocked(serviceWorkerRegistration)).not.toHaveBeenCalled();
  });

  it('asks the server nothing when this device has no token of the member\'s', async () => {
    localStorage.setItem('panelist.pushToken', JSON.stringify({ token: 'fcm-1', userId: 8 }));
    await disablePushHere(firebase);
    expect(vi.mocked(call)).not.toHaveBeenCalled();
  });
});

describe('enablePush', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(call).mockReset();
    vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => 'granted') });
    useSessionStore.setState({ session: { token: 't', user_id: 7, level: 1, forecast_segment: null, panel_segment: null, user_agrees_contact: false, isGuest: false } });
  });

  it('saves the token again when this device kept it but the server dropped it (push turned off on all devices elsewhere)', async () => {
    localStorage.setItem('panelist.pushToken', JSON.stringify({ token: 'fcm-1', userId: 7 }));
    expect(await enablePush(firebase)).toBe(true);
    expect(vi.mocked(call)).toHaveBeenCalledWith('saveDeviceToken', { body: 'fcm-1' });
    expect(storedPushToken()).toBe('fcm-1');
  });

  it('fails rather than staying busy when the worker never gets ready, saving nothing', async () => {
    const { serviceWorkerRegistration } = await import('./serviceWorker');
    vi.mocked(serviceWorkerRegistration).mockReturnValueOnce(new Promise(() => undefined));
    vi.useFakeTimers();
    try {
      const outcome = enablePush(firebase);
      const seen = expect(outcome).rejects.toThrow(/did not finish within 30000 ms/);
      await vi.advanceTimersByTimeAsync(30_000);
      await seen;
    } finally {
      vi.useRealTimers();
    }
    expect(vi.mocked(call)).not.toHaveBeenCalled();
    expect(storedPushToken()).toBeNull();
  });

  it('saves nothing without the permission', async () => {
    vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => 'denied') });
    expect(await enablePush(firebase)).toBe(false);
    expect(vi.mocked(call)).not.toHaveBeenCalled();
  });
});

describe('deleting this device\'s token from FCM', () => {
  const unsubscribe = vi.fn(async () => true);
  const registration = { scope: '/', pushManager: { getSubscription: vi.fn(async () => ({ unsubscribe })) } } as unknown as ServiceWorkerRegistration;

  beforeEach(() => {
    localStorage.clear();
    vi.mocked(call).mockReset();
    vi.mocked(getToken).mockClear();
    vi.mocked(deleteToken).mockClear();
    unsubscribe.mockClear();
    vi.mocked(serviceWorkerRegistration).mockResolvedValue(registration);
    localStorage.setItem('panelist.pushToken', JSON.stringify({ token: 'fcm-1', userId: 7 }));
    useSessionStore.setState({ session: { token: 't', user_id: 7, level: 1, forecast_segment: null, panel_segment: null, user_agrees_contact: false, isGuest: false } });
  });

  it('hands firebase the app\'s worker registration before deleteToken, never letting it register its default worker, and unsubscribes the push subscription', async () => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    vi.mocked(call).mockResolvedValueOnce({ ok: true });
    await disablePushHere(firebase);
    expect(vi.mocked(getToken)).toHaveBeenCalledWith(expect.anything(), { vapidKey: 'v', serviceWorkerRegistration: registration });
    expect(vi.mocked(deleteToken)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(deleteToken)).toHaveBeenCalledWith(expect.objectContaining({ swRegistration: registration }));
    const [gotToken] = vi.mocked(getToken).mock.invocationCallOrder;
    const [deleted] = vi.mocked(deleteToken).mock.invocationCallOrder;
    expect(gotToken).toBeLessThan(deleted ?? 0);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('without the permission firebase cannot be handed the worker: deleteToken is not called, yet the push subscription still goes', async () => {
    vi.stubGlobal('Notification', { permission: 'denied' });
    await forgetThisDevice(firebase);
    expect(vi.mocked(getToken)).not.toHaveBeenCalled();
    expect(vi.mocked(deleteToken)).not.toHaveBeenCalled();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(storedPushToken()).toBeNull();
  });

  it('unsubscribes the push subscription on logout even when FCM cannot be reached, and does not throw', async () => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    vi.mocked(deleteToken).mockRejectedValueOnce(new Error('offline'));
    vi.mocked(call).mockResolvedValueOnce({ ok: true });
    await disablePushEverywhere(firebase);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
