import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { UserDetails } from '@contract/schemas/entities';
import { ApiError, call } from '../api/client';
import { idbStorage } from '../offline/idbStorage';
import { isProfileComplete } from '../lib/profileCompleteness';
import { onSignOut, signOutToLogin, updateSessionCookie, useSessionStore } from './sessionStore';

interface UserState {
  details: UserDetails | null;
  refresh(): Promise<void>;
  clear(): void;
}

export const USER_STORE_VERSION = 1;

let latestRefresh = 0;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Schema check of persisted details: the fields the app reads must be there with their types. */
export function parseUserDetails(value: unknown): UserDetails | null {
  if (!isRecord(value)) return null;
  const ok =
    typeof value.user_id === 'number' &&
    typeof value.user_surname === 'string' &&
    typeof value.user_lastname === 'string' &&
    typeof value.user_email === 'string' &&
    typeof value.user_points === 'number' &&
    typeof value.tickets === 'number' &&
    Array.isArray(value.city) &&
    isRecord(value.language) &&
    isRecord(value.user);
  return ok ? (value as unknown as UserDetails) : null;
}

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      details: null,
      async refresh() {
        const session = useSessionStore.getState().session;
        // Several screens refresh at once (and StrictMode twice): only the latest answer is kept.
        const run = ++latestRefresh;
        if (!session) {
          set({ details: null });
          return;
        }
        try {
          const details = await call('getUser', { params: { id: String(session.user_id) } });
          if (run === latestRefresh) set({ details });
        } catch (error) {
          if (run !== latestRefresh) return;
          // Offline: keep the last known details (design.md section 5).
          if (error instanceof ApiError && error.isNetworkError) return;
          // An answer for a session that has since changed says nothing about the current one; a refused
          // session (401) is already dropped, and the route guards send the member to sign in and come back.
          if (useSessionStore.getState().session?.token !== session.token) return;
          // Spec section 8: a failed user-detail load goes to /login. Locally only: revoking the token
          // here would end a session that is fine on the server, e.g. in another tab.
          set({ details: null });
          await signOutToLogin({ revoke: false });
        }
      },
      clear() {
        set({ details: null });
      },
    }),
    {
      name: 'panelist-user',
      version: USER_STORE_VERSION,
      skipHydration: true,
      storage: createJSONStorage(() => idbStorage),
      partialize: (state) => ({ details: state.details }),
      migrate: () => ({ details: null }),
      merge: (persisted, current) => ({ ...current, details: parseUserDetails((persisted as { details?: unknown } | null)?.details) }),
    },
  ),
);

// Nothing of a member outlives their session.
onSignOut(() => useUserStore.getState().clear());

// The session cookie's hasUserCompletedProfile follows the signed-in member's details (spec section 3).
useUserStore.subscribe((state, previous) => {
  const { details } = state;
  if (details === previous.details || details === null) return;
  if (details.user_id === useSessionStore.getState().session?.user_id) updateSessionCookie({ hasUserCompletedProfile: isProfileComplete(details) });
});
