// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { setSiteConfig, type SiteConfig } from '../config/siteConfig';
import { useSessionStore } from './sessionStore';

// The pending-logout chunk cannot be loaded (a release replaced it while this page was open).
vi.mock('./sessionRevocation', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => vi.unstubAllGlobals());

it('still ends the session on the server when the pending-logout chunk cannot load: one logout with the old credentials', async () => {
  setSiteConfig({ cookieLocaleSuffix: '_en' } as SiteConfig);
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().signIn({ token: 'tok', user_id: 7, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: true });

  await useSessionStore.getState().signOut();

  expect(useSessionStore.getState().session).toBeNull();
  const logouts = (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url]) => url === '/rest/user/logout');
  expect(logouts.map(([, init]) => new Headers(init.headers).get('authorization'))).toEqual(['7:tok']);
});
