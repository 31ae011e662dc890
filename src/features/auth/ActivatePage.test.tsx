// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../public/specific/locales/en/panelist.json';
import { englishForTests } from '../../i18n/englishForTests';
import { useSessionStore } from '../../stores/sessionStore';
import { ApiError } from '../../api/client';
import { ActivatePage } from './ActivatePage';

const calls = vi.hoisted(() => ({ activate: vi.fn() }));
vi.mock('../../api/client', async (original) => ({
  ...(await original<typeof import('../../api/client')>()),
  call: (name: string, input: unknown) => (name === 'activate' ? calls.activate(input) : Promise.reject(new Error(`unexpected call ${name}`))),
}));
vi.mock('../../lib/fingerprint', () => ({ browserFingerprint: () => Promise.resolve('visitor-1') }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
afterEach(cleanup);

describe('ActivatePage under StrictMode', () => {
  it('activates and signs in once, though React runs the effect twice', async () => {
    const login = { token: 'tok', user_id: 5, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: true };
    calls.activate.mockResolvedValue(login);
    const signIn = vi.spyOn(useSessionStore.getState(), 'signIn');
    window.history.replaceState(null, '', '/activate?a=5&b=abcdefghijklmnop1234');
    render(<StrictMode><I18nextProvider i18n={i18n}><ActivatePage /></I18nextProvider></StrictMode>);

    expect(await screen.findByText(en.auth.activate.done)).toBeTruthy();
    expect(calls.activate).toHaveBeenCalledTimes(1);
    expect(calls.activate).toHaveBeenCalledWith({ params: { a: '5', b: 'abcdefghijklmnop1234' }, body: { browserFingerprint: 'visitor-1' } });
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().session?.token).toBe('tok');
  });

  it('a link used already says the account is active and offers to log in; blanks after its values are trimmed', async () => {
    calls.activate.mockReset();
    calls.activate.mockRejectedValue(new ApiError(400, { code: 119, error: 'Bad Request', message: 'This account is already activated. Please log in.' }));
    window.history.replaceState(null, '', '/activate?a=6%20&b=abcdefghijklmnop5678%20');
    render(<StrictMode><I18nextProvider i18n={i18n}><ActivatePage /></I18nextProvider></StrictMode>);

    expect(await screen.findByText(en.auth.activate.alreadyActive)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.auth.registerSuccess.login }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.activate).toHaveBeenCalledWith({ params: { a: '6', b: 'abcdefghijklmnop5678' }, body: { browserFingerprint: 'visitor-1' } });
  });

  it.each(['2147483648', '9999999999'])('a link whose id (%s) is past the database\'s integers is invalid at once, with nothing asked of the server', async (id) => {
    calls.activate.mockReset();
    window.history.replaceState(null, '', `/activate?a=${id}&b=abcdefghijklmnop1234`);
    render(<StrictMode><I18nextProvider i18n={i18n}><ActivatePage /></I18nextProvider></StrictMode>);

    expect((await screen.findByRole('alert')).textContent).toBe(en.auth.errors.activationInvalid);
    expect(calls.activate).not.toHaveBeenCalled();
  });

  it('without a connection, offers to try the link again, and tries it by itself once back online', async () => {
    calls.activate.mockReset();
    const login = { token: 'tok2', user_id: 7, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: true };
    calls.activate.mockRejectedValueOnce(new ApiError(0, {})).mockRejectedValueOnce(new ApiError(0, {})).mockResolvedValueOnce(login);
    window.history.replaceState(null, '', '/activate?a=7&b=abcdefghijklmnop7777');
    render(<StrictMode><I18nextProvider i18n={i18n}><ActivatePage /></I18nextProvider></StrictMode>);

    // Waits past findBy's one second: a machine busy with other suites is slower than that.
    const waitLong = { timeout: 10_000 };
    expect((await screen.findByRole('alert', {}, waitLong)).textContent).toBe(en.errors.offline);
    fireEvent.click(screen.getByRole('button', { name: en.common.retry }));
    await vi.waitFor(() => expect(calls.activate).toHaveBeenCalledTimes(2), waitLong);
    expect((await screen.findByRole('alert', {}, waitLong)).textContent).toBe(en.errors.offline);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText(en.auth.activate.done, {}, waitLong)).toBeTruthy();
    expect(calls.activate).toHaveBeenCalledTimes(3);
  });

  it('offers no retry for a link the server refused', async () => {
    calls.activate.mockReset();
    calls.activate.mockRejectedValue(new ApiError(400, { code: 120, error: 'Bad Request', message: 'invalid' }));
    window.history.replaceState(null, '', '/activate?a=8&b=abcdefghijklmnop8888');
    render(<StrictMode><I18nextProvider i18n={i18n}><ActivatePage /></I18nextProvider></StrictMode>);

    await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: en.common.retry })).toBeNull();
  });
});
