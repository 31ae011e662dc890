// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@contract/schemas/site-config';
import en from '../../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../../server/config/site-config.json';
import { ApiError } from '../../api/client';
import { setSiteConfig } from '../../config/siteConfig';
import { englishForTests } from '../../i18n/englishForTests';
import { SmsSignIn } from './SmsSignIn';

// The server refuses a phone longer than its schema takes, as it would.
const calls = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', async (original) => ({ ...(await original<typeof import('../../api/client')>()), call: calls.call }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  setSiteConfig(siteDefaults as unknown as SiteConfig);
});
afterEach(cleanup);

describe('SmsSignIn', () => {
  it('refuses a phone number longer than the server takes with the phone message, asking the server nothing', async () => {
    calls.call.mockRejectedValue(new ApiError(400, { error: 'Bad Request', message: 'querystring/user_phone must NOT have more than 32 characters' }));
    render(<I18nextProvider i18n={i18n}><SmsSignIn onSignedIn={vi.fn()} /></I18nextProvider>);
    const phone = screen.getByRole('textbox', { name: en.auth.fields.phone });
    expect(phone.getAttribute('aria-required')).toBe('true');
    expect(phone.getAttribute('maxlength')).toBe('32');

    // A pasted or autofilled value may pass the field's limit.
    fireEvent.change(phone, { target: { value: '7'.repeat(40) } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.auth.sms.send }));
    });

    expect(screen.getByRole('alert').textContent).toBe(en.auth.validation.phone);
    expect(calls.call).not.toHaveBeenCalled();
    // The field itself is marked invalid and described by the message.
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const described = phone.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(en.auth.validation.phone);
  });
});
