// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@contract/schemas/site-config';
import en from '../../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../../server/config/site-config.json';
import { ApiError } from '../../api/client';
import { setSiteConfig } from '../../config/siteConfig';
import { englishForTests } from '../../i18n/englishForTests';
import { PassForgotPage } from './PassForgotPage';

// The server refuses a phone longer than its schema takes, as it would.
const calls = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', async (original) => ({ ...(await original<typeof import('../../api/client')>()), call: calls.call }));
const toasts = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('../../components/toast', () => ({ toast: toasts }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  setSiteConfig(siteDefaults as unknown as SiteConfig);
});
afterEach(cleanup);

describe('PassForgotPage by SMS', () => {
  it('refuses a phone number longer than the server takes with the phone message, asking the server nothing', () => {
    calls.call.mockRejectedValue(new ApiError(400, { error: 'Bad Request', message: 'params/phone must NOT have more than 32 characters' }));
    render(<I18nextProvider i18n={i18n}><PassForgotPage /></I18nextProvider>);
    fireEvent.click(screen.getByRole('radio', { name: en.auth.forgot.byPhone }));
    const phone = screen.getByRole('textbox', { name: en.auth.fields.phone });
    expect(phone.getAttribute('maxlength')).toBe('32');
    expect(phone.getAttribute('aria-required')).toBe('true');

    // A pasted or autofilled value may pass the field's limit.
    fireEvent.change(phone, { target: { value: '7'.repeat(40) } });
    fireEvent.click(screen.getByRole('button', { name: en.auth.forgot.submit }));

    expect(screen.getByText(en.auth.validation.phone)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(calls.call).not.toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('takes back the last confirmation and its code link when the next number is refused', async () => {
    calls.call.mockReset();
    calls.call.mockResolvedValue({});
    render(<I18nextProvider i18n={i18n}><PassForgotPage /></I18nextProvider>);
    fireEvent.click(screen.getByRole('radio', { name: en.auth.forgot.byPhone }));
    const phone = screen.getByRole('textbox', { name: en.auth.fields.phone });
    fireEvent.change(phone, { target: { value: '+7 701 234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: en.auth.forgot.submit }));
    expect((await screen.findByRole('link', { name: en.auth.forgot.enterCode })).getAttribute('href')).toBe(`/passChange?${new URLSearchParams({ phone: '+7 701 234 5678' })}`);

    fireEvent.change(phone, { target: { value: 'not a number' } });
    fireEvent.click(screen.getByRole('button', { name: en.auth.forgot.submit }));
    expect(screen.getByText(en.auth.validation.phone)).toBeTruthy();
    expect(screen.queryByText(en.auth.forgot.sentPhone)).toBeNull();
    expect(screen.queryByRole('link', { name: en.auth.forgot.enterCode })).toBeNull();
    expect(calls.call).toHaveBeenCalledTimes(1);
  });
});
