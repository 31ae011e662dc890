import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LoginResponse } from '../../server/contract/entities';
import { call, setCredentialsSource } from '../api/client';
import { getSiteConfig } from '../config/siteConfig';
import { deleteCookie, getCookie, sessionCookieName, setCookie } from '../lib/cookies';
import { idbStorage } from './idbStorage';
import { parseSession, SESSION_STORE_KEY, type Session } from './sessionSchema';
import { useUserStore } from './userStore';

export type { Session };

interface SessionState {
  session: Session | null;
  hydrated: boolean;
  signIn(response: LoginResponse, opts?: { guest?: boolean }): void;
  /** Clears the credentials; `revoke: false` leaves the server's session as it is (the failure may not be the session's). */
  signOut(options?: { revoke?: boolean }): Promise<void>;
}

export const SESSION_STORE_VERSION = 1;

function cookieName(): string | null {
  try {
    return sessionCookieName(getSiteConfig().cookieLocaleSuffix);
  } catch {
    return null;
  }
}

function writeCookie(session: Session | null): void {
  const name = cookieName();
  if (!name) return;
  if (session) setCookie(name, JSON.stringify(session), { crossSite: true });
  else deleteCookie(name);
}

/** The session cookie, schema-checked (spec section 9); null when absent or unreadable. */
export function readSessionCookie(): Session | null {
  const name = cookieName();
  if (!name) return null;
  const raw = getCookie(name);
  if (!raw) return null;
  try {
    return parseSession(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function hasSessionCookie(): boolean {
  return readSessionCookie() !== null;
}

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
      },
      async signOut({ revoke = true } = {}) {
        const current = useSessionStore.getState().session;
        if (current && revoke) {
          try {
            // Spec 7 / design.md section 6: logout removes the member's device tokens when push is on.
            const firebase = getSiteConfig().firebase;
            // The push client (and firebase) load only here: never with the shell.
            if (firebase && !current.isGuest) await (await import('../features/push/pushClient')).disablePushEverywhere(firebase);
          } catch {
            // Offline: the tokens go with the next "turn off on all devices".
          }
          try {
            await call('logout', {});
          } catch {
            // Offline or already revoked: the local credentials are cleared all the same.
          }
        }
        writeCookie(null);
        set({ session: null });
        useUserStore.getState().clear();
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
        // The cookie is the authority (spec 2.3): without it there is no session.
        const cookie = readSessionCookie();
        const session = cookie && stored && cookie.token === stored.token ? stored : cookie;
        return { ...current, session };
      },
      onRehydrateStorage: () => () => {
        useSessionStore.setState({ hydrated: true });
      },
    },
  ),
);

setCredentialsSource(() => {
  const session = useSessionStore.getState().session;
  return session ? { userId: session.user_id, token: session.token } : null;
});
