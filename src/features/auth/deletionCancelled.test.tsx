// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../../server/config/site-config.json';
import type { LoginResponse } from '@contract/schemas/entities';
import type { SiteConfig } from '@contract/schemas/site-config';
import { ToastHost } from '../../components/ToastHost';
import { loadToastLibrary, toast, useToastHost } from '../../components/toast';
import { DELETION_REQUESTED_TOAST } from './deletionCancelled';
import { setSiteConfig } from '../../config/siteConfig';
import { englishForTests } from '../../i18n/englishForTests';
import { useSessionStore } from '../../stores/sessionStore';
import { LoginPage } from './LoginPage';
import { useProviderSignIn } from './useProviderSignIn';
import { stubMediaQueries } from '../../testing/mediaQueries';

const calls = vi.hoisted(() => ({ login: vi.fn() }));
vi.mock('../../api/client', async (original) => ({
  ...(await original<typeof import('../../api/client')>()),
  // The member's details, read after the sign-in, never arrive: these tests are about the sign-in.
  call: (name: string, input: unknown) => (name === 'login' ? calls.login(input) : new Promise(() => undefined)),
}));
vi.mock('../../lib/fingerprint', () => ({ browserFingerprint: () => Promise.resolve('visitor-1') }));

const signedIn: LoginResponse = { token: 'tok', user_id: 7, level: 1, forecast_segment: null, panel_segment: null, user_agrees_contact: true };
const welcomeBack = en.auth.login.deletionCancelled;

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  // jsdom has no matchMedia; react-hot-toast asks it for reduced motion.
  stubMediaQueries();
});
beforeEach(() => {
  calls.login.mockReset();
  setSiteConfig(siteDefaults as unknown as SiteConfig);
});
afterEach(async () => {
  cleanup();
  // Toasts live in the library's own store, not in the rendered tree: none is carried into the next test.
  (await loadToastLibrary()).default.remove();
  useToastHost.setState({ active: false });
  await act(() => useSessionStore.getState().signOut({ revoke: false }));
});

const inEnglish = (children: ReactNode) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('LoginPage after a sign-in that cancelled the account deletion request', () => {
  async function signInWithPassword() {
    window.history.replaceState(null, '', '/login');
    render(inEnglish(<><LoginPage /><ToastHost /></>));
    fireEvent.input(screen.getByLabelText(en.auth.fields.email), { target: { value: 'dana@example.com' } });
    fireEvent.input(screen.getByLabelText(en.auth.fields.password), { target: { value: 'correct-horse' } });
    fireEvent.click(screen.getByRole('button', { name: en.auth.login.submit }));
    await waitFor(() => expect(useSessionStore.getState().session?.token).toBe('tok'));
  }

  it('welcomes the member back in a toast, announced politely to screen readers', async () => {
    calls.login.mockResolvedValue({ ...signedIn, deletion_cancelled: true });
    await signInWithPassword();
    expect((await screen.findByText(welcomeBack)).closest('[role="status"]')).not.toBeNull();
  });

  it('takes away the request\'s confirmation still shown on the sign-in page: it no longer holds', async () => {
    calls.login.mockResolvedValue({ ...signedIn, deletion_cancelled: true });
    toast.success(en.settings.deletion.requested, { id: DELETION_REQUESTED_TOAST, duration: 12_000 });
    await signInWithPassword();
    expect(await screen.findByText(welcomeBack)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(en.settings.deletion.requested)).toBeNull());
  });

  it('says nothing of the kind after an ordinary sign-in', async () => {
    calls.login.mockResolvedValue(signedIn);
    await signInWithPassword();
    expect(window.location.pathname).toBe('/app');
    expect(screen.queryByText(welcomeBack)).toBeNull();
    expect(useToastHost.getState().active).toBe(false);
  });
});

describe('a provider sign-in that cancelled the account deletion request', () => {
  async function signInWithGoogle() {
    window.history.replaceState(null, '', '/socialAuth');
    render(inEnglish(<ToastHost />));
    const provider = renderHook(() => useProviderSignIn(), { wrapper: ({ children }) => inEnglish(children) }).result;
    await act(() => provider.current.signIn('google', 'google-token'));
    return provider;
  }

  it('welcomes the member back as it signs them in', async () => {
    calls.login.mockResolvedValue({ ...signedIn, deletion_cancelled: true });
    await signInWithGoogle();
    expect(await screen.findByText(welcomeBack)).toBeTruthy();
    expect(useSessionStore.getState().session?.token).toBe('tok');
  });

  it('says so before the consent question too: the server cancelled it with this sign-in already', async () => {
    const { user_agrees_contact: _asked, ...withoutAgreement } = signedIn;
    calls.login.mockResolvedValue({ ...withoutAgreement, deletion_cancelled: true });
    const provider = await signInWithGoogle();
    expect(provider.current.consent.open).toBe(true);
    expect(await screen.findByText(welcomeBack)).toBeTruthy();
  });
});
