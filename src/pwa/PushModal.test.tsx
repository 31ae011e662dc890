// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import siteDefaults from '../../server/config/site-config.json';
import { setSiteConfig, type SiteConfig } from '../config/siteConfig';
import { useSessionStore, type Session } from '../stores/sessionStore';
import { PushModal } from './PushModal';
import { listenForPushMessages } from './pushInbox';

const showNotification = vi.fn(async () => undefined);
const workerEvents = Object.assign(new EventTarget(), { ready: Promise.resolve({ showNotification }) });
const session = (isGuest: boolean): Session => ({ token: 't', user_id: 7, level: 1, forecast_segment: null, panel_segment: null, user_agrees_contact: false, isGuest });

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: workerEvents, configurable: true });
  // As the app's boot does: the worker's pushes are listened for before the modal's code loads.
  listenForPushMessages();
});

beforeEach(() => {
  vi.useFakeTimers();
  showNotification.mockClear();
  setSiteConfig({ ...siteDefaults, notificationDurationMs: 7000 } as unknown as SiteConfig);
  useSessionStore.setState({ session: session(false) });
  Object.defineProperty(navigator, 'serviceWorker', { value: workerEvents, configurable: true });
  // jsdom has no modal dialogs: opening marks the element open, closing clears it.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) { this.setAttribute('open', ''); };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) { this.removeAttribute('open'); };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const deliver = (payload = { title: 'A new survey', body: 'Five minutes', url: '/polls/5', tag: 'quest-5' }) => act(() => {
  workerEvents.dispatchEvent(new MessageEvent('message', { data: { type: 'PUSH_MESSAGE', payload } }));
});

describe('the push modal', () => {
  it('closes by itself after the configured notificationDurationMs', () => {
    // Not on / or /login, where the modal never shows.
    window.history.pushState({}, '', '/app/');
    render(<PushModal />);
    deliver();
    expect(screen.getByRole('heading', { name: 'A new survey' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(6900));
    expect(screen.queryByRole('heading', { name: 'A new survey' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('heading', { name: 'A new survey' })).toBeNull();
  });

  it('says why it is there when the push came without a text', () => {
    window.history.pushState({}, '', '/app/');
    render(<PushModal />);
    deliver({ title: 'Panelist', body: '', url: '/app/', tag: 'panel' });
    expect(screen.getByRole('dialog').textContent).toContain('pwa.pushWithoutText');
  });

  it('stays once the member has begun to use it (a key pressed in it), until they close it', () => {
    window.history.pushState({}, '', '/app/');
    render(<PushModal />);
    deliver();
    act(() => void screen.getByRole('button', { name: 'pwa.close' }).dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('heading', { name: 'A new survey' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'pwa.close' }).click());
    expect(screen.queryByRole('heading', { name: 'A new survey' })).toBeNull();
    // The next push closes by itself again until used.
    deliver();
    act(() => vi.advanceTimersByTime(7100));
    expect(screen.queryByRole('heading', { name: 'A new survey' })).toBeNull();
  });

  it.each([['a visitor', null], ['a guest', session(true)]])('is never shown to %s: the push becomes a system notification', async (_who, visitorSession) => {
    useSessionStore.setState({ session: visitorSession });
    window.history.pushState({}, '', '/app/');
    render(<PushModal />);
    deliver();
    expect(screen.queryByRole('heading', { name: 'A new survey' })).toBeNull();
    await act(async () => vi.runAllTimersAsync());
    expect(showNotification).toHaveBeenCalledWith('A new survey', expect.objectContaining({ body: 'Five minutes', tag: 'quest-5', data: { url: '/polls/5' } }));
  });

  it('shows a signed-in member the modal, not a notification', () => {
    window.history.pushState({}, '', '/app/');
    render(<PushModal />);
    deliver();
    expect(screen.getByRole('heading', { name: 'A new survey' })).toBeTruthy();
    expect(showNotification).not.toHaveBeenCalled();
  });

  it("is the app's styled dialog: the survey's link and Close look like the app's buttons, and Escape closes it", () => {
    window.history.pushState({}, '', '/app/');
    render(<PushModal />);
    deliver();
    const dialog = screen.getByTestId('push-modal');
    expect(dialog.className).toBe('modal-dialog');
    expect(screen.getByRole('link', { name: 'pwa.openSurvey' }).className).toBe('button button--primary');
    expect(screen.getByRole('button', { name: 'pwa.close' }).className).toBe('button button--secondary');
    act(() => void dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(screen.queryByRole('heading', { name: 'A new survey' })).toBeNull();
  });

  it('names its link for where it goes: a push without a survey opens the polls', () => {
    window.history.pushState({}, '', '/app/');
    render(<PushModal />);
    deliver({ title: 'New polls', body: 'Three new questions', url: '/app/', tag: 'panelist' });
    expect(screen.getByRole('link', { name: 'pwa.openPolls' }).getAttribute('href')).toBe('/app/');
    expect(screen.queryByRole('link', { name: 'pwa.openSurvey' })).toBeNull();
  });
});
