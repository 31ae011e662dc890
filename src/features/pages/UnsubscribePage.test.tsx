// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../public/specific/locales/en/panelist.json';
import { englishForTests } from '../../i18n/englishForTests';
import { ApiError } from '../../api/client';
import { UnsubscribePage } from './UnsubscribePage';

const calls = vi.hoisted(() => ({ unsubscribe: vi.fn() }));
vi.mock('../../api/client', async (original) => ({
  ...(await original<typeof import('../../api/client')>()),
  call: (name: string, input: unknown) => (name === 'unsubscribe' ? calls.unsubscribe(input) : Promise.reject(new Error(`unexpected call ${name}`))),
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
afterEach(cleanup);

describe('UnsubscribePage under StrictMode', () => {
  it('sends the signed link once, though React runs the effect twice, and shows the outcome', async () => {
    calls.unsubscribe.mockResolvedValue({ ok: true });
    window.history.replaceState(null, '', '/unsubscribe?u=12&s=signed_value');
    render(<StrictMode><I18nextProvider i18n={i18n}><UnsubscribePage /></I18nextProvider></StrictMode>);

    expect(await screen.findByText(en.pages.unsubscribe.success)).toBeTruthy();
    expect(calls.unsubscribe).toHaveBeenCalledTimes(1);
    expect(calls.unsubscribe.mock.calls[0]![0]).toMatchObject({ body: { userId: 12, signature: 'signed_value' } });
  });

  it('asks to open the link again later, rather than calling it invalid, when the server is busy', async () => {
    calls.unsubscribe.mockRejectedValue(new ApiError(503, { code: 503 }));
    window.history.replaceState(null, '', '/unsubscribe?u=13&s=signed_value');
    render(<StrictMode><I18nextProvider i18n={i18n}><UnsubscribePage /></I18nextProvider></StrictMode>);
    expect(await screen.findByText(en.pages.unsubscribe.unavailable)).toBeTruthy();
    expect(screen.queryByText(en.pages.unsubscribe.failure)).toBeNull();
  });
});
