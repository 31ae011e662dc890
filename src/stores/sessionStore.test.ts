// @vitest-environment jsdom
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../public/specific/locales/en/panelist.json';
import { setSiteConfig, type SiteConfig } from '../config/siteConfig';
import { authorizationFor, call } from '../api/client';
import { getCookie, REDIRECT_TO_COOKIE, setCookie } from '../lib/cookies';
import { readSessionCookie, readSessionCookieValue, updateSessionCookie, useSessionStore } from './sessionStore';
import { sendPendingLogouts, startPendingLogouts } from './sessionRevocation';
import { logoutMayBePending } from '../offline/logoutPendingMark';

const deleteToken = vi.fn(async () => true);
vi.mock('firebase/app', () => ({ getApps: () => [{}], initializeApp: () => ({}) }));
// Firebase keeps the worker registration getToken is given on the messaging instance; deleteToken needs it.
vi.mock('firebase/messaging', () => ({
  getMessaging: () => ({}),
  getToken: vi.fn(async (messaging: { swRegistration?: unknown }, options: { serviceWorkerRegistration: unknown }) => ((messaging.swRegistration = options.serviceWorkerRegistration), 'fcm-1')),
  deleteToken: () => deleteToken(),
}));
/** The app's worker registration, with this device's push subscription. */
const unsubscribe = vi.fn(async () => true);
vi.mock('../pwa/serviceWorker', async (original) => ({
  ...(await original<typeof import('../pwa/serviceWorker')>()),
  serviceWorkerRegistration: async () => ({ scope: '/', pushManager: { getSubscription: async () => ({ unsubscribe }) } }),
}));
const toastError = vi.hoisted(() => vi.fn());
vi.mock('../components/toast', () => ({ toast: { error: toastError } }));

const login = { token: 'tok', user_id: 7, level: 4, forecast_segment: null, panel_segment: null, user_agrees_contact: true };

const ok = () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } });
const offline = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
/** The logout calls a fetch mock saw, by the Authorization they carried. */
const logoutsSent = (fetchMock: { mock: { calls: unknown[][] } }) => (fetchMock.mock.calls as [string, RequestInit][])
  .filter(([url]) => url === '/rest/user/logout').map(([, init]) => new Headers(init.headers).get('authorization'));

describe('session store', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', ns: ['panelist'], defaultNS: 'panelist', resources: { en: { panelist: en } } });
  });
  beforeEach(() => {
    setSiteConfig({ cookieLocaleSuffix: '_en' } as SiteConfig);
    document.cookie = 'globals_en=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
  afterEach(async () => {
    // A logout a test left pending is sent, so none reaches the next test.
    vi.stubGlobal('fetch', vi.fn(async () => ok()));
    await sendPendingLogouts();
    vi.unstubAllGlobals();
  });

  it('signs in: keeps the session and mirrors it in the globals<suffix> cookie', () => {
    useSessionStore.getState().signIn(login);
    expect(useSessionStore.getState().session).toEqual({ ...login, isGuest: false });
    expect(readSessionCookie()).toEqual({ ...login, isGuest: false });
    expect(JSON.parse(getCookie('globals_en') ?? '')).toEqual({
      userId: 7, authorization: '7:tok', level: 4, forecastSegment: null, panelSegment: null, userAgreement: true,
      hasUserCompletedProfile: false, redirectTo: null, isGuest: false,
    });
    expect(authorizationFor({ userId: 7, token: 'tok' })).toBe('7:tok');
  });

  it('a cookie of the earlier field names is read once and written again with the current names: the member stays signed in', async () => {
    setCookie('globals_en', JSON.stringify({ ...login, isGuest: false }), { crossSite: true });
    expect(readSessionCookie()).toEqual({ ...login, isGuest: false });
    expect(JSON.parse(getCookie('globals_en') ?? '')).toMatchObject({ userId: 7, authorization: '7:tok', userAgreement: true });
    expect(JSON.parse(getCookie('globals_en') ?? '')).not.toHaveProperty('token');
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().session).toEqual({ ...login, isGuest: false });
  });

  it('keeps the profile flag and a pending redirect in the cookie; a sign-in spends the redirect', () => {
    useSessionStore.getState().signIn(login, { guest: true });
    updateSessionCookie({ redirectTo: '/app/history', hasUserCompletedProfile: true });
    expect(readSessionCookieValue()).toMatchObject({ redirectTo: '/app/history', hasUserCompletedProfile: true });
    useSessionStore.getState().signIn(login);
    expect(readSessionCookieValue()).toMatchObject({ redirectTo: null, hasUserCompletedProfile: true, isGuest: false });
    useSessionStore.getState().signIn({ ...login, user_id: 8 });
    expect(readSessionCookieValue()).toMatchObject({ userId: 8, hasUserCompletedProfile: false });
  });

  it('marks guest sessions', () => {
    useSessionStore.getState().signIn(login, { guest: true });
    expect(useSessionStore.getState().session?.isGuest).toBe(true);
  });

  it('a session the server refuses (401) is dropped from the store and the cookie, without a logout call', async () => {
    useSessionStore.getState().signIn(login);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 101, message: 'Your session has expired. Please sign in again.' }), { status: 401 }));
    await expect(call('getUser', { params: { id: '7' } }, fetchMock as unknown as typeof fetch)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().session).toBeNull();
    expect(getCookie('globals_en')).toBeNull();
  });

  it('a member whose session the server refuses is told why they must log in again, once for refusals that came together', async () => {
    toastError.mockClear();
    useSessionStore.getState().signIn(login);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 101 }), { status: 401 }));
    await Promise.allSettled([
      call('getUser', { params: { id: '7' } }, fetchMock as unknown as typeof fetch),
      call('getActiveQuests', { params: { id: '7' } }, fetchMock as unknown as typeof fetch),
    ]);
    expect(toastError.mock.calls).toEqual([[en.auth.sessionEnded]]);
  });

  it("a guest's refused session is dropped without a word: a new guest is made quietly", async () => {
    toastError.mockClear();
    useSessionStore.getState().signIn(login, { guest: true });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 101 }), { status: 401 }));
    await expect(call('getUser', { params: { id: '7' } }, fetchMock as unknown as typeof fetch)).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().session).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('a refusal of a session since replaced leaves the new one', async () => {
    toastError.mockClear();
    useSessionStore.getState().signIn(login);
    let answer: (response: Response) => void = () => undefined;
    const pending = call('getUser', { params: { id: '7' } }, (() => new Promise<Response>((resolve) => { answer = resolve; })) as unknown as typeof fetch);
    useSessionStore.getState().signIn({ ...login, token: 'fresh' });
    answer(new Response(JSON.stringify({ code: 101 }), { status: 401 }));
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().session?.token).toBe('fresh');
    expect(readSessionCookie()?.token).toBe('fresh');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('signs out: calls logout and clears the session and the cookie', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().signIn(login);
    setCookie(REDIRECT_TO_COOKIE, '/app/history');
    await useSessionStore.getState().signOut();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/rest/user/logout');
    expect(new Headers(init.headers).get('authorization')).toBe('7:tok');
    expect(useSessionStore.getState().session).toBeNull();
    expect(readSessionCookie()).toBeNull();
    expect(getCookie(REDIRECT_TO_COOKIE)).toBeNull();
    vi.unstubAllGlobals();
  });

  it('signs out locally at once, before the server has answered the logout', async () => {
    let answerLogout!: () => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => {
      answerLogout = () => resolve(new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
    })));
    useSessionStore.getState().signIn(login);
    const signingOut = useSessionStore.getState().signOut();
    expect(useSessionStore.getState().session).toBeNull();
    expect(readSessionCookie()).toBeNull();
    await vi.waitFor(() => expect(answerLogout).toBeTypeOf('function'));
    answerLogout();
    await signingOut;
    expect(useSessionStore.getState().session).toBeNull();
    vi.unstubAllGlobals();
  });

  it('a sign-in made while the logout is on its way stays: the late logout answer clears nothing of it', async () => {
    let answerLogout!: () => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => {
      answerLogout = () => resolve(new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
    }));
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().signIn(login);
    const signingOut = useSessionStore.getState().signOut();
    // The member is on /login at once and signs in again before the server has answered the logout.
    useSessionStore.getState().signIn({ ...login, token: 'fresh' });
    await vi.waitFor(() => expect(answerLogout).toBeTypeOf('function'));
    answerLogout();
    await signingOut;
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe('7:tok');
    expect(useSessionStore.getState().session?.token).toBe('fresh');
    expect(readSessionCookie()?.token).toBe('fresh');
    vi.unstubAllGlobals();
  });

  it('with push on, a sign-in made while the device tokens are being removed is neither revoked nor cleared', async () => {
    setSiteConfig({ cookieLocaleSuffix: '_en', firebase: { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a', vapidKey: 'v' } } as SiteConfig);
    let answerFirst!: () => void;
    const ok = () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    const fetchMock = vi.fn((_url: string) => fetchMock.mock.calls.length === 1 ? new Promise<Response>((resolve) => { answerFirst = () => resolve(ok()); }) : Promise.resolve(ok()));
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().signIn(login);
    const signingOut = useSessionStore.getState().signOut();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    useSessionStore.getState().signIn({ ...login, token: 'fresh' });
    answerFirst();
    await signingOut;
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => [url, new Headers(init.headers).get('authorization')])).toEqual([
      ['/rest/deleteAllDeviceToken/', '7:tok'],
      ['/rest/user/logout', '7:tok'],
    ]);
    expect(useSessionStore.getState().session?.token).toBe('fresh');
    vi.unstubAllGlobals();
  });

  it('signs out offline at once, keeps the old session\'s logout and sends it when the network is back; a sign-in made meanwhile stays', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => offline());
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().signIn(login);
    const signingOut = useSessionStore.getState().signOut();
    expect(useSessionStore.getState().session).toBeNull();
    await signingOut;
    expect(logoutsSent(fetchMock)).toEqual(['7:tok']);
    // The next start of the app loads the pending-logout code only while this mark is on.
    expect(logoutMayBePending()).toBe(true);
    useSessionStore.getState().signIn({ ...login, token: 'fresh' });

    fetchMock.mockImplementation(async () => ok());
    startPendingLogouts();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(logoutsSent(fetchMock)).toEqual(['7:tok', '7:tok']));
    // Confirmed: never sent again, and the new session is neither revoked nor cleared.
    await sendPendingLogouts();
    expect(logoutsSent(fetchMock)).toEqual(['7:tok', '7:tok']);
    expect(logoutMayBePending()).toBe(false);
    expect(useSessionStore.getState().session?.token).toBe('fresh');
    expect(readSessionCookie()?.token).toBe('fresh');
  });

  it('a pending logout answered 401 (the session is already gone) is done', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => offline());
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().signIn(login);
    await useSessionStore.getState().signOut();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ code: 101 }), { status: 401 }));
    await sendPendingLogouts();
    await sendPendingLogouts();
    expect(logoutsSent(fetchMock)).toEqual(['7:tok', '7:tok']);
  });

  it('an expired session\'s sign-out (revoke: false) leaves no logout to send', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => offline());
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().signIn(login);
    await useSessionStore.getState().signOut({ revoke: false });
    fetchMock.mockImplementation(async () => ok());
    await sendPendingLogouts();
    expect(logoutsSent(fetchMock)).toEqual([]);
  });

  it('a logout made offline with push on removes the member\'s device tokens first once the network is back, then ends the session', async () => {
    setSiteConfig({ cookieLocaleSuffix: '_en', firebase: { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a', vapidKey: 'v' } } as SiteConfig);
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => offline());
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().signIn(login);
    await useSessionStore.getState().signOut();
    fetchMock.mockClear();
    fetchMock.mockImplementation(async () => ok());
    await sendPendingLogouts();
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => [url, new Headers(init.headers).get('authorization')])).toEqual([
      ['/rest/deleteAllDeviceToken/', '7:tok'],
      ['/rest/user/logout', '7:tok'],
    ]);
  });

  it('a refused removal of the device tokens does not hold up the logout', async () => {
    setSiteConfig({ cookieLocaleSuffix: '_en', firebase: { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a', vapidKey: 'v' } } as SiteConfig);
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => (url === '/rest/deleteAllDeviceToken/' ? new Response(JSON.stringify({ code: 404 }), { status: 404 }) : ok()));
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().signIn(login);
    await useSessionStore.getState().signOut();
    await sendPendingLogouts();
    expect(logoutsSent(fetchMock)).toEqual(['7:tok']);
  });

  it.each([['a logout while offline', true], ['an expired session', false]])('%s: the device forgets its push token, and FCM is asked to drop it', async (_case, revoke) => {
    setSiteConfig({ cookieLocaleSuffix: '_en', firebase: { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a', vapidKey: 'v' } } as SiteConfig);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    vi.stubGlobal('Notification', { permission: 'granted' });
    deleteToken.mockClear();
    unsubscribe.mockClear();
    useSessionStore.getState().signIn(login);
    localStorage.setItem('panelist.pushToken', JSON.stringify({ token: 'fcm-1', userId: 7 }));
    await useSessionStore.getState().signOut({ revoke });
    expect(localStorage.getItem('panelist.pushToken')).toBeNull();
    await vi.waitFor(() => expect(unsubscribe).toHaveBeenCalledTimes(1));
    expect(deleteToken).toHaveBeenCalledTimes(1);
  });
});
