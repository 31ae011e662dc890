// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../../server/config/site-config.json';
import type { LoginResponse } from '@contract/schemas/entities';
import type { SiteConfig } from '@contract/schemas/site-config';
import { ToastHost } from '../../components/ToastHost';
import { loadToastLibrary, useToastHost } from '../../components/toast';
import { setSiteConfig } from '../../config/siteConfig';
import { englishForTests } from '../../i18n/englishForTests';
import { useSessionStore } from '../../stores/sessionStore';
import { useProviderSignIn } from './useProviderSignIn';

const calls = vi.hoisted(() => ({ login: vi.fn() }));
vi.mock('../../api/client', async (original) => ({
  ...(await original<typeof import('../../api/client')>()),
  call: (name: string, input: unknown) => (name === 'login' ? calls.login(input) : Promise.reject(new Error(`unexpected call ${name}`))),
}));
vi.mock('../../lib/fingerprint', () => ({ browserFingerprint: () => Promise.resolve('visitor-1') }));

const cancelled: LoginResponse = { token: 'tok', user_id: 7, level: 1, forecast_segment: null, panel_segment: null, deletion_cancelled: true };

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  // jsdom has no matchMedia; react-hot-toast asks it for reduced motion.
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  calls.login.mockReset();
  setSiteConfig(siteDefaults as unknown as SiteConfig);
  window.history.replaceState(null, '', '/socialAuth');
});
afterEach(async () => {
  cleanup();
  // Toasts live in the library's own store: none is carried into the next test.
  (await loadToastLibrary()).default.remove();
  useToastHost.setState({ active: false });
  await act(() => useSessionStore.getState().signOut({ revoke: false }));
});

function renderSignIn() {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  render(<I18nextProvider i18n={i18n}><ToastHost /></I18nextProvider>);
  return renderHook(() => useProviderSignIn(), { wrapper }).result;
}

describe('useProviderSignIn when the sign-in cancelled an account deletion request', () => {
  it('welcomes the member back as it signs them in', async () => {
    calls.login.mockResolvedValue({ ...cancelled, user_agrees_contact: true });
    const provider = renderSignIn();
    await act(() => provider.current.signIn('google', 'google-token'));
    expect(await screen.findByText(en.auth.login.deletionCancelled)).toBeTruthy();
    expect(useSessionStore.getState().session?.token).toBe('tok');
  });

  it('says so before the consent question too: the server cancelled it with this sign-in already', async () => {
    calls.login.mockResolvedValue(cancelled);
    const provider = renderSignIn();
    await act(() => provider.current.signIn('google', 'google-token'));
    expect(provider.current.consent.open).toBe(true);
    expect(await screen.findByText(en.auth.login.deletionCancelled)).toBeTruthy();
  });
});
