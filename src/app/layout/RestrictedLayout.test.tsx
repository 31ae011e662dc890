// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@contract/schemas/site-config';
import siteDefaults from '../../../server/config/site-config.json';
import { setSiteConfig } from '../../config/siteConfig';
import { englishForTests } from '../../i18n/englishForTests';
import { useSessionStore } from '../../stores/sessionStore';
import { useUserStore } from '../../stores/userStore';
import { AppRoutes } from '../routes';
import { stubMediaQueries } from '../../testing/mediaQueries';

// The server knows the three languages; nothing else is called (the member's details are not reloaded).
vi.mock('../../api/client', async (original) => ({
  ...(await original<typeof import('../../api/client')>()),
  call: (name: string) => (name === 'getLanguages'
    ? Promise.resolve(['en', 'ru', 'kk'].map((code, index) => ({ languageId: index + 1, uiName: code, panelDirectoryName: code })))
    : Promise.reject(new Error(`unexpected call ${name}`))),
}));

const member = { token: 't', user_id: 9, level: 0b100, forecast_segment: null, panel_segment: null, user_agrees_contact: true, isGuest: false };
const defaults = siteDefaults as unknown as SiteConfig;

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  // A desktop-sized window for the frames that ask.
  stubMediaQueries((query) => query.includes('min-width'));
});
beforeEach(() => {
  setSiteConfig({ ...defaults, restrictAccess: true, multiLanguage: true });
  useSessionStore.setState({ session: member });
  useUserStore.setState({ details: null, refresh: vi.fn(async () => {}) });
});
afterEach(cleanup);

function open(path: string) {
  const location = memoryLocation({ path, record: true });
  render(<I18nextProvider i18n={i18n}><Router hook={location.hook}><AppRoutes /></Router></I18nextProvider>);
  return location;
}

/** Every link's target on the page. */
const hrefs = () => screen.queryAllByRole('link').map((link) => link.getAttribute('href'));

describe('restricted access', () => {
  it('frames /restrict minimally for a member: brand, language, Log out; no panel links that only lead back', async () => {
    open('/restrict');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByTestId('restricted-layout')).toBeTruthy();
    expect(screen.queryByTestId('app-layout')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Polls' })).toBeNull();
    expect(screen.queryByTestId('profile-menu-button')).toBeNull();
    expect(screen.queryByTestId('left-sidebar')).toBeNull();
    expect(hrefs().filter((href) => href === '/' || href === '/app' || href?.startsWith('/app/'))).toEqual([]);
    expect(screen.getByRole('link', { name: 'Panelist' }).getAttribute('href')).toBe('/restrict');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it('leaves the language selector out with multi-language off', async () => {
    setSiteConfig({ ...defaults, restrictAccess: true, multiLanguage: false });
    open('/restrict');
    await screen.findByRole('heading', { level: 1, name: 'Access restricted' });
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('frames the public pages a member can still open the same way', async () => {
    open('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect(screen.getByTestId('restricted-layout')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
  });

  it('sends a member from / and from /app to /restrict', async () => {
    for (const path of ['/', '/app/history']) {
      const location = open(path);
      await waitFor(() => expect(location.history?.at(-1)).toBe('/restrict'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Access restricted' })).toBeTruthy();
      cleanup();
    }
  });

  it('keeps the public frame for a visitor on /restrict', async () => {
    useSessionStore.setState({ session: null });
    open('/restrict');
    await screen.findByRole('heading', { level: 1, name: 'Access restricted' });
    expect(screen.getByTestId('public-layout')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });
});
