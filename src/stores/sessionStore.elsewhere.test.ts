// @vitest-environment jsdom
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../public/specific/locales/en/panelist.json';
import { setSiteConfig, type SiteConfig } from '../config/siteConfig';
import { deleteCookie, getCookie, setCookie } from '../lib/cookies';
import { followSessionCookie, listenForSessionElsewhere, onSignInElsewhere, onSignOut, useSessionStore } from './sessionStore';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('../components/toast', () => ({ toast: { error: toastError } }));

const login = { token: 'tok', user_id: 7, level: 4, forecast_segment: null, panel_segment: null, user_agrees_contact: true };
const signedOut = vi.fn();
onSignOut(signedOut);

/** What another tab of the app leaves in the shared cookie when it signs in. */
function cookieWrittenElsewhere(userId: number, token: string, isGuest = false): void {
  setCookie('globals_en', JSON.stringify({ userId, authorization: `${userId}:${token}`, level: 1, forecastSegment: null, panelSegment: null, userAgreement: false, hasUserCompletedProfile: false, redirectTo: null, isGuest }), { crossSite: true });
}

describe('a sign-in or sign-out in another tab', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', ns: ['panelist'], defaultNS: 'panelist', resources: { en: { panelist: en } } });
  });
  beforeEach(() => {
    setSiteConfig({ cookieLocaleSuffix: '_en' } as SiteConfig);
    deleteCookie('globals_en');
    useSessionStore.setState({ session: null, hydrated: true });
    toastError.mockClear();
    signedOut.mockClear();
  });

  it('a member who logged out in another tab is signed out here too and told why; the cookie stays as that tab left it', () => {
    useSessionStore.getState().signIn(login);
    deleteCookie('globals_en');
    followSessionCookie();
    expect(useSessionStore.getState().session).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(toastError.mock.calls).toEqual([[en.auth.sessionEndedElsewhere]]);
    expect(getCookie('globals_en')).toBeNull();
  });

  it("a guest's session ended elsewhere is dropped without a word", () => {
    useSessionStore.getState().signIn(login, { guest: true });
    deleteCookie('globals_en');
    followSessionCookie();
    expect(useSessionStore.getState().session).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it("a member signed in elsewhere takes this tab's place: the earlier member's details go, the cookie is kept", () => {
    useSessionStore.getState().signIn(login);
    cookieWrittenElsewhere(8, 'other');
    followSessionCookie();
    expect(useSessionStore.getState().session).toMatchObject({ user_id: 8, token: 'other', isGuest: false });
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(toastError).not.toHaveBeenCalled();
    expect(JSON.parse(getCookie('globals_en') ?? '')).toMatchObject({ userId: 8, authorization: '8:other' });
  });

  it("a visitor whose other tab signed in is signed in here too, and the screens that wait for it are told; a guest's new session tells none", () => {
    const signedInElsewhere = vi.fn();
    const stopListening = onSignInElsewhere(signedInElsewhere);
    cookieWrittenElsewhere(5, 'guest', true);
    followSessionCookie();
    expect(useSessionStore.getState().session).toMatchObject({ user_id: 5, isGuest: true });
    expect(signedInElsewhere).not.toHaveBeenCalled();

    cookieWrittenElsewhere(8, 'other');
    followSessionCookie();
    expect(useSessionStore.getState().session).toMatchObject({ user_id: 8, token: 'other', isGuest: false });
    expect(signedInElsewhere).toHaveBeenCalledTimes(1);
    stopListening();
    cookieWrittenElsewhere(9, 'third');
    followSessionCookie();
    expect(signedInElsewhere).toHaveBeenCalledTimes(1);
  });

  it('the same session (its profile flag rewritten elsewhere) changes nothing', () => {
    useSessionStore.getState().signIn(login);
    const before = useSessionStore.getState().session;
    followSessionCookie();
    expect(useSessionStore.getState().session).toBe(before);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('before the stores are read, nothing is followed: hydration reads the cookie itself', () => {
    useSessionStore.setState({ session: { ...login, isGuest: false }, hydrated: false });
    followSessionCookie();
    expect(useSessionStore.getState().session?.token).toBe('tok');
  });

  it("another tab's message, and this tab being shown again, make it follow the cookie", async () => {
    listenForSessionElsewhere();
    useSessionStore.getState().signIn(login);
    deleteCookie('globals_en');
    const otherTab = new BroadcastChannel('panelist-session-cookie');
    otherTab.postMessage('changed');
    await vi.waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    otherTab.close();

    cookieWrittenElsewhere(9, 'later');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(useSessionStore.getState().session).toMatchObject({ user_id: 9, token: 'later' });
  });
});

describe('where the browser keeps no cookie', () => {
  it('a session that lives in this tab alone (the cookie was never kept) is no sign-out elsewhere', () => {
    setSiteConfig({ cookieLocaleSuffix: '_en' } as SiteConfig);
    useSessionStore.setState({ session: null, hydrated: true });
    const cookie = vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    useSessionStore.getState().signIn(login);
    followSessionCookie();
    expect(useSessionStore.getState().session?.token).toBe('tok');
    cookie.mockRestore();
  });
});
