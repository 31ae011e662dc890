// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import siteDefaults from '../../server/config/site-config.json';
import { setSiteConfig, type SiteConfig } from '../config/siteConfig';
import { PushModal } from './PushModal';

const workerEvents = new EventTarget();

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'serviceWorker', { value: workerEvents, configurable: true });
  // jsdom has no modal dialogs: opening marks the element open, closing clears it.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) { this.setAttribute('open', ''); };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) { this.removeAttribute('open'); };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const deliver = () => act(() => {
  workerEvents.dispatchEvent(new MessageEvent('message', { data: { type: 'PUSH_MESSAGE', payload: { title: 'A new survey', body: 'Five minutes', url: '/polls/5' } } }));
});

describe('the push modal (spec 2.5)', () => {
  it('closes by itself after the configured notificationDurationMs', () => {
    setSiteConfig({ ...siteDefaults, notificationDurationMs: 7000 } as unknown as SiteConfig);
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
});
