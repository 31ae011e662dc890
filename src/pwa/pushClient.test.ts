import { describe, expect, it } from 'vitest';
import { pushAvailability } from './pushClient';

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
