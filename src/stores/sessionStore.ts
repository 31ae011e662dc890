import { create } from 'zustand';
import { navigate } from 'wouter/use-browser-location';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LoginResponse } from '@contract/schemas/entities';
import { authorizationFor, call, onSessionRefused, setCredentialsSource, type Credentials } from '../api/client';
import i18next from 'i18next';
import { toast } from '../components/toast';
import { getSiteConfig } from '../config/siteConfig';
import { parseSessionCookie, serializeSessionCookie, sessionCookieName, type SessionCookie } from '@contract/rules/session-cookie';
import { deleteCookie, getCookie, REDIRECT_TO_COOKIE, setCookie } from '../lib/cookies';
import { idbStorage } from '../offline/idbStorage';
import { announceSessionCookieChanged, onSessionCookieChangedElsewhere } from './sessionChannel';
import { cookieOfSession, credentialsOf, parseSession, sameCredentials, SESSION_STORE_KEY, sessionOfCookie, type Session } from './sessionSchema';

export type { Session };

interface SessionState {
  session: Session | null;
  hydrated: boolean;
  signIn(response: LoginResponse, opts?: { guest?: boolean }): void;
  /**
   * Clears the credentials at once; the server's session is ended now, or once the network is back
   * (a pending logout). `revoke: false` leaves it as it is (the failure may not be the session's).
   */
  signOut(options?: { revoke?: boolean }): Promise<void>;
  /** Marks the session as a guest's (its details said so, where its cookie did not), cookie included. */
  markGuest(): void;
}

export const SESSION_STORE_VERSION = 1;

const signOutListeners = new Set<() => void>();
const signInElsewhereListeners = new Set<() => void>();

/**
 * The session token this tab last saw in the cookie (undefined before it looked): only a cookie that
 * differs from it was changed elsewhere. Where the browser keeps no cookie (blocked, a frame on
 * another site) the tab's session lives in memory, and the cookie it never had is no sign-out.
 */
let cookieTokenSeen: string | null | undefined;
const noteCookieSeen = (cookie: Session | null) => {
  cookieTokenSeen = cookie?.token ?? null;
};

/**
 * Runs `listener` on every sign-out, as soon as the session is cleared (the user store drops the
 * member's details this way: it reads the session, so the session store cannot import it).
 */
export function onSignOut(listener: () => void): void {
  signOutListeners.add(listener);
}

/** Runs `listener` when a member signs in in another tab and this one follows; returns its removal. */
export function onSignInElsewhere(listener: () => void): () => void {
  signInElsewhereListeners.add(listener);
  return () => {
    signInElsewhereListeners.delete(listener);
  };
}

function cookieName(): string | null {
  try {
    return sessionCookieName(getSiteConfig().cookieLocaleSuffix);
  } catch {
    return null;
  }
}

/** The session cookie as it is now; one written with the earlier field names is written again with the current ones (nobody is signed out). */
export function readSessionCookieValue(): SessionCookie | null {
  const name = cookieName();
  if (!name) return null;
  const parsed = parseSessionCookie(getCookie(name));
  if (!parsed) return null;
  if (parsed.legacy) setCookie(name, serializeSessionCookie(parsed.cookie), { crossSite: true });
  return parsed.cookie;
}

function writeCookie(session: Session | null): void {
  const name = cookieName();
  if (!name) return;
  if (!session) {
    deleteCookie(name);
    noteCookieSeen(null);
    announceSessionCookieChanged();
    return;
  }
  // The profile flag carries over while the same member stays signed in; the pending redirect is spent by a sign-in.
  const previous = readSessionCookieValue();
  const hasUserCompletedProfile = previous?.userId === session.user_id ? previous.hasUserCompletedProfile : false;
  setCookie(name, serializeSessionCookie(cookieOfSession(session, { hasUserCompletedProfile, redirectTo: null })), { crossSite: true });
  noteCookieSeen(readSessionCookie());
  announceSessionCookieChanged();
}

/** Changes the session cookie's own fields (the profile flag, the pending redirect); nothing without a session cookie. */
export function updateSessionCookie(change: Partial<Pick<SessionCookie, 'hasUserCompletedProfile' | 'redirectTo'>>): void {
  const name = cookieName();
  const current = readSessionCookieValue();
  if (!name || !current) return;
  const next = { ...current, ...change };
  if (next.hasUserCompletedProfile !== current.hasUserCompletedProfile || next.redirectTo !== current.redirectTo) {
    setCookie(name, serializeSessionCookie(next), { crossSite: true });
  }
}

/** The session the cookie holds; null when absent or unreadable. */
export function readSessionCookie(): Session | null {
  const cookie = readSessionCookieValue();
  return cookie ? sessionOfCookie(cookie) : null;
}

export function hasSessionCookie(): boolean {
  return readSessionCookie() !== null;
}

/**
 * The pending-logout code: not in the shell (a visitor's first load does without it), loaded when a
 * member signs in or starts the app signed in, so a sign-out made offline finds it even where no
 * worker serves the app's files.
 */
export const loadRevocation = () => import('./sessionRevocation');

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      session: null,
      hydrated: false,
      signIn(response, opts) {
        const session: Session = {
          token: response.token,
          user_id: response.user_id,
          level: response.level,
          forecast_segment: response.forecast_segment,
          panel_segment: response.panel_segment,
          user_agrees_contact: response.user_agrees_contact ?? false,
          isGuest: opts?.guest ?? false,
        };
        writeCookie(session);
        set({ session });
        if (!session.isGuest) void loadRevocation().catch(() => undefined);
      },
      markGuest() {
        const current = useSessionStore.getState().session;
        if (!current || current.isGuest) return;
        const session: Session = { ...current, isGuest: true };
        writeCookie(session);
        set({ session });
      },
      async signOut({ revoke = true } = {}) {
        const current = useSessionStore.getState().session;
        // Signed out here at once, in the same turn as the move to /login: the page renders once,
        // signed out, and nothing changes under a member typing into it when the server answers.
        clearSession();
        // Nothing of the signed-out page is kept for the next sign-in (it lands on /app).
        deleteCookie(REDIRECT_TO_COOKIE);
        if (!current) return;
        // The calls name the session they end: a sign-in made meanwhile is left as it is.
        const credentials = credentialsOf(current);
        const authorization = authorizationFor(credentials);
        // Logout removes the member's device tokens when push is on;
        // every sign-out (an expired session's too) makes this device forget its token.
        const firebase = getSiteConfig().firebase;
        const pushOn = Boolean(firebase) && !current.isGuest;
        // Kept before anything is sent: offline, or should this page close, the logout (and the
        // removal of the device tokens, sent first) reaches the server later.
        const revocation = revoke ? await loadRevocation().catch(() => null) : null;
        await revocation?.rememberLogout(pushOn ? { ...credentials, dropDeviceTokens: true } : credentials);
        try {
          // The push client (and firebase) load only here: never with the shell.
          if (firebase && pushOn) {
            const pushClient = await import('../pwa/pushClient');
            // The pending logout removes the tokens on the server; should its chunk have failed to load, this call does.
            await (revoke && !revocation ? pushClient.disablePushEverywhere(firebase, authorization) : pushClient.forgetThisDevice(firebase));
          }
        } catch {
          // Offline without the pending logout: the server keeps the tokens until the next "turn off on all devices" (this device forgot its own).
        }
        if (revocation) await revocation.sendPendingLogouts();
        // Its chunk could not load (say, a release replaced it): the logout is sent once, as it is.
        else if (revoke) await call('logout', { authorization }).catch(() => undefined);
      },
    }),
    {
      name: SESSION_STORE_KEY,
      // Hydrated in main.tsx once the site configuration (the cookie's name) is known.
      skipHydration: true,
      version: SESSION_STORE_VERSION,
      storage: createJSONStorage(() => idbStorage),
      partialize: (state) => ({ session: state.session }),
      migrate: (persisted) => ({ session: parseSession((persisted as { session?: unknown } | null)?.session) }),
      merge: (persisted, current) => {
        const stored = parseSession((persisted as { session?: unknown } | null)?.session);
        // The cookie is the authority: without it there is no session.
        const cookie = readSessionCookie();
        noteCookieSeen(cookie);
        const session = cookie && stored && cookie.token === stored.token ? stored : cookie;
        return { ...current, session };
      },
      onRehydrateStorage: () => () => {
        useSessionStore.setState({ hydrated: true });
      },
    },
  ),
);

/** Drops the session from the cookie and the stores (IndexedDB follows the store), and tells the listeners. */
function clearSession(): void {
  writeCookie(null);
  forgetSession();
}

/** Drops the session from the stores only, and tells the listeners. */
function forgetSession(): void {
  useSessionStore.setState({ session: null });
  for (const listener of signOutListeners) listener();
}

/**
 * This tab's session follows the cookie when another tab changed it: a member who logged out there
 * is signed out here too (told so, nothing revoked twice), and the routes send them to /login; a
 * session signed in there takes this one's place.
 */
export function followSessionCookie(): void {
  const { hydrated, session: current } = useSessionStore.getState();
  // Before hydration the cookie is read anyway; a tab without the cookie's name has nothing to follow.
  if (!hydrated || !cookieName()) return;
  const cookie = readSessionCookie();
  const changedElsewhere = cookieTokenSeen === undefined ? current?.token !== cookie?.token : cookieTokenSeen !== (cookie?.token ?? null);
  noteCookieSeen(cookie);
  if (!changedElsewhere || current?.token === cookie?.token) return;
  if (current) forgetSession();
  if (!cookie) {
    if (current && !current.isGuest) toast.error(i18next.t('auth.sessionEndedElsewhere'));
    return;
  }
  useSessionStore.setState({ session: cookie });
  if (!cookie.isGuest) for (const listener of signInElsewhereListeners) listener();
}

/** At start-up: a sign-in or sign-out in another tab reaches this one as soon as it happens. */
export function listenForSessionElsewhere(): void {
  onSessionCookieChangedElsewhere(followSessionCookie);
}

/**
 * The server refused the stored session (expired or revoked): it is dropped everywhere, nothing is
 * revoked, and the routes carry on without it (a visitor on a public page, /login in the member's
 * area). A refusal of a session since replaced changes nothing.
 */
export function dropRefusedSession(refused: Credentials): void {
  const current = useSessionStore.getState().session;
  if (!current || !sameCredentials(credentialsOf(current), refused)) return;
  clearSession();
  // A member is told why the app asks them to log in again; a guest is quietly made anew.
  if (!current.isGuest) toast.error(i18next.t('auth.sessionEnded'));
}

onSessionRefused(dropRefusedSession);

setCredentialsSource(() => {
  const session = useSessionStore.getState().session;
  return session ? credentialsOf(session) : null;
});

/**
 * Log out and go to /login. The page leaves first: an /app page that saw the session
 * end would send the member to /login?redirectTo={itself}, and the next sign-in would land there.
 */
export async function signOutToLogin(options?: { revoke?: boolean }): Promise<void> {
  if (window.location.pathname !== '/login' || window.location.search !== '') navigate('/login');
  await useSessionStore.getState().signOut(options);
}
