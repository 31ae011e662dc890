// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@contract/schemas/site-config';
import en from '../../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../../server/config/site-config.json';
import { ErrorCode } from '@contract/rules/error-codes';
import { ApiError } from '../../api/client';
import { setSiteConfig } from '../../config/siteConfig';
import { englishForTests } from '../../i18n/englishForTests';
import { PassChangePage } from './PassChangePage';

const calls = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', async (original) => ({ ...(await original<typeof import('../../api/client')>()), call: calls.call }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  setSiteConfig(siteDefaults as unknown as SiteConfig);
});
afterEach(() => {
  cleanup();
  calls.call.mockReset();
});

function openWith(search: string) {
  window.history.replaceState(null, '', `/passChange${search}`);
  render(<I18nextProvider i18n={i18n}><PassChangePage /></I18nextProvider>);
}

describe('PassChangePage', () => {
  it('offers the new password form for a link with an id the server takes', () => {
    openWith('?id=2147483647&hash=abc123');
    expect(screen.getByRole('button', { name: en.auth.change.submit })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // Both fields must be filled in, and say so before the member submits.
    for (const label of [en.auth.fields.newPassword, en.auth.fields.repeat]) expect(screen.getByLabelText(label).getAttribute('aria-required')).toBe('true');
  });

  it.each(['2147483648', '9999999999', '0', 'x'])('says at once that a link with the id %s is invalid, with no form to fill in', (id) => {
    openWith(`?id=${id}&hash=abc123`);
    expect(screen.getByRole('alert').textContent).toBe(en.auth.errors.resetInvalid);
    expect(screen.queryByRole('button', { name: en.auth.change.submit })).toBeNull();
  });
});

describe('PassChangePage with a link the server refuses', () => {
  it('says the link is not valid in place of the form, focused, with the way to ask for a new one', async () => {
    calls.call.mockRejectedValue(new ApiError(400, { code: ErrorCode.resetInvalid, message: 'The reset link is not valid.' }));
    openWith('?id=2&hash=abc');
    fireEvent.change(screen.getByLabelText(en.auth.fields.newPassword), { target: { value: 'brand-new-pass' } });
    fireEvent.change(screen.getByLabelText(en.auth.fields.repeat), { target: { value: 'brand-new-pass' } });
    fireEvent.click(screen.getByRole('button', { name: en.auth.change.submit }));
    const refused = await screen.findByRole('alert');
    expect(refused.textContent).toBe(en.auth.errors.resetInvalid);
    expect(screen.queryByRole('button', { name: en.auth.change.submit })).toBeNull();
    expect(screen.queryByLabelText(en.auth.fields.newPassword)).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(refused));
    expect(screen.getByRole('link', { name: en.auth.login.forgot }).getAttribute('href')).toBe('/passForgot');
  });

  it('keeps the form, filled in, after another failure (the network), to try again', async () => {
    calls.call.mockRejectedValue(new TypeError('Failed to fetch'));
    openWith('?id=2&hash=abc');
    fireEvent.change(screen.getByLabelText(en.auth.fields.newPassword), { target: { value: 'brand-new-pass' } });
    fireEvent.change(screen.getByLabelText(en.auth.fields.repeat), { target: { value: 'brand-new-pass' } });
    fireEvent.click(screen.getByRole('button', { name: en.auth.change.submit }));
    await vi.waitFor(() => expect(calls.call).toHaveBeenCalledOnce());
    expect(await screen.findByRole('button', { name: en.auth.change.submit })).toBeTruthy();
    expect((screen.getByLabelText(en.auth.fields.newPassword) as HTMLInputElement).value).toBe('brand-new-pass');
    expect(screen.queryByText(en.auth.errors.resetInvalid)).toBeNull();
  });
});

/** Opens the page for a texted code, fills it in with a new password and submits; the code's field. */
function submitWithCode(value: string): HTMLElement {
  openWith('?phone=%2B77012345678');
  const code = screen.getByRole('textbox', { name: en.auth.sms.code });
  fireEvent.change(code, { target: { value } });
  fireEvent.change(screen.getByLabelText(en.auth.fields.newPassword), { target: { value: 'brand-new-pass' } });
  fireEvent.change(screen.getByLabelText(en.auth.fields.repeat), { target: { value: 'brand-new-pass' } });
  fireEvent.click(screen.getByRole('button', { name: en.auth.change.submit }));
  return code;
}

describe('PassChangePage with the texted code typed in', () => {
  it('asks for the code with the new password and sends all three for the phone', async () => {
    calls.call.mockResolvedValue({ ok: true });
    submitWithCode(' 12345678 ');

    expect(await screen.findByText(en.auth.change.done)).toBeTruthy();
    expect(calls.call).toHaveBeenCalledWith('changePasswordByPhone', {
      params: { phone: '+77012345678' },
      body: { user_password_new: 'brand-new-pass', user_password_repeat: 'brand-new-pass', user_password_reset_hash: '12345678' },
    });
  });

  it('refuses a code that is not digits on its field, sending nothing', async () => {
    openWith('?phone=%2B77012345678');
    const code = screen.getByRole('textbox', { name: en.auth.sms.code });
    fireEvent.change(code, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: en.auth.change.submit }));
    expect(await screen.findByText(en.auth.sms.errors.format)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(calls.call).not.toHaveBeenCalled();
  });

  it('puts a refused code beside its field, focused, asking to check the SMS (not a bad link)', async () => {
    calls.call.mockRejectedValue(new ApiError(400, { code: ErrorCode.resetInvalid, message: 'The reset link is not valid.' }));
    const code = submitWithCode('12345670');
    expect(await screen.findByText(en.auth.errors.resetCodeInvalid)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.queryByText(en.auth.errors.resetInvalid)).toBeNull();
  });

  it('says at once that a link with a malformed phone is invalid', () => {
    openWith('?phone=call-me');
    expect(screen.getByRole('alert').textContent).toBe(en.auth.errors.resetInvalid);
    expect(screen.queryByRole('textbox', { name: en.auth.sms.code })).toBeNull();
  });

  it('after a try whose answer was lost, a refusal of the link says the password was most likely changed, with the ways on', async () => {
    calls.call.mockRejectedValueOnce(new ApiError(0, { message: 'offline' })).mockRejectedValueOnce(new ApiError(400, { code: ErrorCode.resetInvalid, message: 'The reset link is not valid.' }));
    openWith('?id=3&hash=abc');
    fireEvent.change(screen.getByLabelText(en.auth.fields.newPassword), { target: { value: 'brand-new-pass' } });
    fireEvent.change(screen.getByLabelText(en.auth.fields.repeat), { target: { value: 'brand-new-pass' } });
    fireEvent.click(screen.getByRole('button', { name: en.auth.change.submit }));
    // Waits past the one-second default: a machine busy with other suites is slower than that.
    const waitLong = { timeout: 10_000 };
    await vi.waitFor(() => expect(calls.call).toHaveBeenCalledTimes(1), waitLong);
    fireEvent.click(await screen.findByRole('button', { name: en.auth.change.submit }, waitLong));
    expect((await screen.findByRole('status', {}, waitLong)).textContent).toBe(en.auth.change.probablyDone);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: en.auth.registerSuccess.login })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.auth.login.forgot })).toBeTruthy();
  });
});
