// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../config/siteConfig';

const records = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  get: vi.fn(async (key: string) => records.get(key)),
  set: vi.fn(async (key: string, value: unknown) => void records.set(key, value)),
  del: vi.fn(async (key: string) => void records.delete(key)),
}));

const login = { token: 'tok', user_id: 7, level: 4, forecast_segment: null, panel_segment: null, user_agrees_contact: true };

/** The modules as a page loads them where IndexedDB exists (checked when they load). */
async function load() {
  vi.stubGlobal('indexedDB', {});
  const { setSiteConfig } = await import('../config/siteConfig');
  setSiteConfig({ cookieLocaleSuffix: '_en' } as SiteConfig);
  const { useSessionStore, readSessionCookie } = await import('./sessionStore');
  const refusal = await import('./workerSessionRefusal');
  const { REFUSED_SESSION_KEY, refusedSessionMessage } = await import('../offline/sessionRefusal');
  return { useSessionStore, readSessionCookie, REFUSED_SESSION_KEY, refusedSessionMessage, ...refusal };
}

describe('a session the server refused to the service worker', () => {
  beforeEach(() => {
    document.cookie = 'globals_en=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    records.clear();
  });

  it('ends at the next start as a session refused to the page: store and cookie cleared, the worker\'s record forgotten', async () => {
    const t = await load();
    t.useSessionStore.getState().signIn(login);
    records.set(t.REFUSED_SESSION_KEY, { userId: 7, token: 'tok' });
    await t.endSessionRefusedToWorker();
    expect(t.useSessionStore.getState().session).toBeNull();
    expect(t.readSessionCookie()).toBeNull();
    expect(records.has(t.REFUSED_SESSION_KEY)).toBe(false);
  });

  it('at start-up ends only once the texts have loaded, so the member can be told why in words', async () => {
    const t = await load();
    const { hydrateStores } = await import('./hydrate');
    t.useSessionStore.getState().signIn(login);
    records.set(t.REFUSED_SESSION_KEY, { userId: 7, token: 'tok' });
    let textsLoaded = () => undefined as void;
    const texts = new Promise<void>((resolve) => (textsLoaded = resolve));
    const hydrated = hydrateStores(texts);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.useSessionStore.getState().session?.token).toBe('tok');
    textsLoaded();
    await hydrated;
    expect(t.useSessionStore.getState().session).toBeNull();
    expect(t.useSessionStore.getState().hydrated).toBe(true);
  });

  it('leaves a session signed in since, and forgets the old refusal', async () => {
    const t = await load();
    t.useSessionStore.getState().signIn({ ...login, token: 'fresh' });
    records.set(t.REFUSED_SESSION_KEY, { userId: 7, token: 'tok' });
    await t.endSessionRefusedToWorker();
    expect(t.useSessionStore.getState().session?.token).toBe('fresh');
    expect(t.readSessionCookie()?.token).toBe('fresh');
    expect(records.has(t.REFUSED_SESSION_KEY)).toBe(false);
  });

  it('ends on the worker\'s message in an open page; a message naming another session, or another message, changes nothing', async () => {
    const t = await load();
    const serviceWorker = new EventTarget();
    vi.stubGlobal('navigator', { serviceWorker });
    t.listenForSessionRefusals();
    t.useSessionStore.getState().signIn(login);
    serviceWorker.dispatchEvent(new MessageEvent('message', { data: t.refusedSessionMessage({ userId: 7, token: 'other' }) }));
    serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'PUSH_MESSAGE', userId: 7, token: 'tok' } }));
    expect(t.useSessionStore.getState().session?.token).toBe('tok');
    serviceWorker.dispatchEvent(new MessageEvent('message', { data: t.refusedSessionMessage({ userId: 7, token: 'tok' }) }));
    expect(t.useSessionStore.getState().session).toBeNull();
    expect(t.readSessionCookie()).toBeNull();
  });
});
