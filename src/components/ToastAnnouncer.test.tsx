// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import siteDefaults from '../../server/config/site-config.json';
import { setSiteConfig, type SiteConfig } from '../config/siteConfig';
import { ToastAnnouncer } from './ToastAnnouncer';
import { ToastHost } from './ToastHost';
import { toast } from './toast';
import { ANNOUNCE_DELAY_MS } from './toastAnnouncements';

beforeAll(() => {
  setSiteConfig(siteDefaults as unknown as SiteConfig);
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const polite = () => screen.getByTestId('toast-announcer-polite');
const assertive = () => screen.getByTestId('toast-announcer-assertive');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the toast announcer', () => {
  it('has its two live regions, empty, before any toast', () => {
    render(<ToastAnnouncer />);
    expect(polite().getAttribute('aria-live')).toBe('polite');
    expect(assertive().getAttribute('aria-live')).toBe('assertive');
    expect(polite().textContent).toBe('');
    expect(assertive().textContent).toBe('');
  });

  it('says information and success politely, and errors and warnings assertively', () => {
    render(<ToastAnnouncer />);
    act(() => toast.success('Saved!'));
    wait(ANNOUNCE_DELAY_MS);
    expect(polite().textContent).toBe('Saved!');
    act(() => toast.error('Something failed'));
    wait(ANNOUNCE_DELAY_MS);
    expect(assertive().textContent).toBe('Something failed');
    act(() => toast.warning('Careful'));
    wait(ANNOUNCE_DELAY_MS);
    expect(assertive().textContent).toBe('Careful');
    act(() => toast('Just so you know'));
    wait(ANNOUNCE_DELAY_MS);
    expect(polite().textContent).toBe('Just so you know');
  });

  it('empties its region before writing the same message again, so a repeat is said again', () => {
    render(<ToastAnnouncer />);
    act(() => toast.error('Incorrect password!'));
    wait(ANNOUNCE_DELAY_MS);
    expect(assertive().textContent).toBe('Incorrect password!');
    act(() => toast.error('Incorrect password!'));
    expect(assertive().textContent).toBe('');
    wait(ANNOUNCE_DELAY_MS);
    expect(assertive().textContent).toBe('Incorrect password!');
  });

  it('says messages given together together', () => {
    render(<ToastAnnouncer />);
    act(() => {
      toast.error('First');
      toast.error('Second');
    });
    wait(ANNOUNCE_DELAY_MS);
    expect(assertive().textContent).toBe('First Second');
  });

  it('keeps the visible toasts out of the screen readers\' way, so nothing is said twice', async () => {
    vi.useRealTimers();
    render(<><ToastAnnouncer /><ToastHost /></>);
    act(() => toast.success('Saved once'));
    const toasts = screen.getByTestId('toasts');
    expect(await within(toasts).findByText('Saved once')).toBeTruthy();
    expect(toasts.getAttribute('aria-hidden')).toBe('true');
  });
});
