// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
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
import { LoginPage } from './LoginPage';

const calls = vi.hoisted(() => ({ login: vi.fn() }));
vi.mock('../../api/client', async (original) => ({
  ...(await original<typeof import('../../api/client')>()),
  // The member's details, read after the sign-in, never arrive: this test is about the sign-in.
  call: (name: string, input: unknown) => (name === 'login' ? calls.login(input) : new Promise(() => undefined)),
}));
vi.mock('../../lib/fingerprint', () => ({ browserFingerprint: () => Promise.resolve('visitor-1') }));

const signedIn: LoginResponse = { token: 'tok', user_id: 7, level: 1, forecast_segment: null, panel_segment: null, user_agrees_contact: true };

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  // jsdom has no matchMedia; react-hot-toast asks it for reduced motion.
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  calls.login.mockReset();
  setSiteConfig(siteDefaults as unknown as SiteConfig);
  window.history.replaceState(null, '', '/login');
});
afterEach(async () => {
  cleanup();
  // Toasts live in the library's own store: none is carried into the next test.
  (await loadToastLibrary()).default.remove();
  useToastHost.setState({ active: false });
  await act(() => useSessionStore.getState().signOut({ revoke: false }));
});

async function signInWithPassword() {
  render(<I18nextProvider i18n={i18n}><LoginPage /><ToastHost /></I18nextProvider>);
  fireEvent.input(screen.getByLabelText(en.auth.fields.email), { target: { value: 'dana@example.com' } });
  fireEvent.input(screen.getByLabelText(en.auth.fields.password), { target: { value: 'correct-horse' } });
  fireEvent.click(screen.getByRole('button', { name: en.auth.login.submit }));
  await waitFor(() => expect(useSessionStore.getState().session?.token).toBe('tok'));
}

describe('LoginPage after a sign-in', () => {
  it('welcomes back a member whose sign-in cancelled their account deletion request', async () => {
    calls.login.mockResolvedValue({ ...signedIn, deletion_cancelled: true });
    await signInWithPassword();
    const toast = await screen.findByText(en.auth.login.deletionCancelled);
    expect(toast.closest('[role="status"]')).not.toBeNull();
  });

  it('says nothing of the kind after an ordinary sign-in', async () => {
    calls.login.mockResolvedValue(signedIn);
    await signInWithPassword();
    expect(window.location.pathname).toBe('/app');
    expect(screen.queryByText(en.auth.login.deletionCancelled)).toBeNull();
    expect(useToastHost.getState().active).toBe(false);
  });
});
