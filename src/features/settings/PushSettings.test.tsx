// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../../server/config/site-config.json';
import type { SiteConfig } from '@contract/schemas/site-config';
import { setSiteConfig } from '../../config/siteConfig';
import { PushSettings } from './PushSettings';

/** A push action held open until the test lets it finish. */
const held = vi.hoisted(() => {
  const state = { release: () => undefined as void };
  const action = () => new Promise<void>((resolve) => { state.release = resolve; });
  return { state, enable: vi.fn(action), disableHere: vi.fn(action), disableEverywhere: vi.fn(action) };
});
const server = vi.hoisted(() => ({ devices: [] as Array<{ token: string; createdAt: string }> }));

vi.mock('../../api/client', async (original) => ({
  ...(await original<typeof import('../../api/client')>()),
  call: (name: string) => (name === 'getAllDevicesTokens' ? Promise.resolve(server.devices) : Promise.resolve({ ok: true })),
}));
vi.mock('../../pwa/pushClient', async (original) => ({
  ...(await original<typeof import('../../pwa/pushClient')>()),
  browserPushEnv: () => ({ notification: true, serviceWorker: true, pushManager: true, permission: 'granted' as NotificationPermission }),
  storedPushToken: () => 'fcm-1',
  enablePush: async () => {
    await held.enable();
    return true;
  },
  disablePushHere: held.disableHere,
  disablePushEverywhere: () => {
    // As the server does: the member's devices are gone once the call is made.
    server.devices = [];
    return held.disableEverywhere();
  },
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), plain: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: Object.assign(toasts.plain, { success: toasts.success, error: toasts.error }) }));

const i18n = i18next.createInstance();
const firebase = { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a', vapidKey: 'v' };

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', ns: ['panelist'], defaultNS: 'panelist', resources: { en: { panelist: en } }, interpolation: { escapeValue: false } });
});

beforeEach(() => {
  vi.clearAllMocks();
  setSiteConfig(siteDefaults as unknown as SiteConfig);
  server.devices = [{ token: 'fcm-1', createdAt: '2026-01-02T10:00:00Z' }, { token: 'fcm-2', createdAt: '2026-01-01T10:00:00Z' }];
});
afterEach(cleanup);

const renderSettings = () => render(<I18nextProvider i18n={i18n}><PushSettings firebase={firebase} /></I18nextProvider>);

/**
 * Presses the focused control, then again while its action runs: it stays focused and announced
 * unavailable (never natively disabled), and the second press starts nothing. Then the action ends.
 */
async function pressTwiceWhileBusy(control: HTMLElement, action: () => unknown) {
  control.focus();
  fireEvent.click(control);
  await waitFor(() => expect(control.getAttribute('aria-disabled')).toBe('true'));
  expect(control.hasAttribute('disabled')).toBe(false);
  expect(document.activeElement).toBe(control);
  fireEvent.click(control);
  expect(action).toHaveBeenCalledTimes(1);
  await act(async () => held.state.release());
}

describe('PushSettings keeps the keyboard\'s focus', () => {
  it('keeps focus on the switch while it is busy, announced unavailable, and ignores presses meanwhile', async () => {
    renderSettings();
    const toggle = screen.getByRole('switch');
    await screen.findByRole('button', { name: 'Turn off on all devices' });
    await pressTwiceWhileBusy(toggle, held.disableHere);
    await waitFor(() => expect(toggle.hasAttribute('aria-disabled')).toBe(false));
    expect(document.activeElement).toBe(toggle);
  });

  it('keeps focus on "Turn off on all devices" while it runs, then moves it to the switch once the emptied list takes the button away', async () => {
    renderSettings();
    const button = await screen.findByRole('button', { name: 'Turn off on all devices' });
    await pressTwiceWhileBusy(button, held.disableEverywhere);
    await screen.findByText('No device of yours gets notifications.');
    expect(screen.queryByRole('button', { name: 'Turn off on all devices' })).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toBe(screen.getByRole('switch'));
  });
});
