import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { UserDetails } from '@contract/schemas/entities';
import { call } from '../api/client';
import { idbStorage } from '../offline/idbStorage';
import { isProfileComplete } from '../lib/profileCompleteness';
import { detailsFailure, detailsRetryDelayMs, MalformedDetails, retryAfterOf } from './detailsLoadRules';
import { onSignOut, signOutToLogin, updateSessionCookie, useSessionStore, type Session } from './sessionStore';

interface UserState {
  details: UserDetails | null;
  /** The details are the server's answer of this visit, not only the copy stored by an earlier one. */
  fresh: boolean;
  /** The last load failed for a reason that does not end the session (busy server, no network); retries follow. */
  loadFailed: boolean;
  /** Loads the details now, whatever is in flight: after a write, whose result a load begun before it would miss. */
  refresh(): Promise<void>;
  /**
   * Loads the details when a screen opens: a load in flight for the same session answers it, so a
   * guard and its screen opening together make one call, whose answer alone decides (a failure ends
   * the session rather than being overtaken by a second call).
   */
  load(): Promise<void>;
  /** Loads again now with a fresh backoff: the connection came back, or the member asked. */
  retry(): Promise<void>;
  /**
   * Changes the details by what the server has just answered to a write (a conversion's new
   * balance, a saved profile, photo or privacy acceptance): newer than any load begun before it,
   * whose answer is then dropped, not shown over it.
   */
  applyServerChange(change: (details: UserDetails) => UserDetails): void;
  clear(): void;
}

export const USER_STORE_VERSION = 1;

/** The state without a member's details: before the first load, after sign-out, after a failed load that ends the session. */
const NO_DETAILS = { details: null, fresh: false, loadFailed: false } as const;

let latestRefresh = 0;

/** The latest load while it runs, with the session token it was made for. */
let inFlight: { token: string; done: Promise<void> } | null = null;

/** A hung request counts as a temporary failure after this long. */
const DETAILS_TIMEOUT_MS = 20_000;

/** Consecutive temporary failures, and the retry they scheduled. */
let failedAttempts = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

function cancelRetry(): void {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
}

function resetRetries(): void {
  cancelRetry();
  failedAttempts = 0;
}

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
    (set, get) => {
      async function loadFor(session: Session, run: number): Promise<void> {
        try {
          const details = parseUserDetails(await call('getUser', { params: { id: String(session.user_id) }, signal: AbortSignal.timeout(DETAILS_TIMEOUT_MS) }));
          if (details === null) throw new MalformedDetails();
          if (run !== latestRefresh) return;
          resetRetries();
          set({ details, fresh: true, loadFailed: false });
        } catch (error) {
          if (run !== latestRefresh) return;
          // An answer for a session that has since changed says nothing about the current one; a refused
          // session (401) is already dropped, and the route guards send the member to sign in and come back.
          if (useSessionStore.getState().session?.token !== session.token) return;
          if (detailsFailure(error) === 'temporary') {
            // A busy server or no network: the session and the last known details stay, and the load is tried again.
            failedAttempts += 1;
            set({ loadFailed: true });
            const delay = detailsRetryDelayMs(failedAttempts, retryAfterOf(error));
            if (delay !== null) retryTimer = setTimeout(() => void get().refresh(), delay);
            return;
          }
          // A failed user-detail load goes to /login. Locally only: revoking the token
          // here would end a session that is fine on the server, e.g. in another tab.
          resetRetries();
          set(NO_DETAILS);
          await signOutToLogin({ revoke: false });
        }
      }

      return {
        ...NO_DETAILS,
        refresh() {
          const session = useSessionStore.getState().session;
          // Several refreshes at once (a write's, a retry's): only the latest answer is kept.
          const run = ++latestRefresh;
          if (!session) {
            resetRetries();
            set(NO_DETAILS);
            return Promise.resolve();
          }
          cancelRetry();
          const done = loadFor(session, run);
          inFlight = { token: session.token, done };
          // Forgotten however it ends, without a second rejection of its own when it fails.
          const forget = () => {
            if (inFlight?.done === done) inFlight = null;
          };
          void done.then(forget, forget);
          return done;
        },
        load() {
          const token = useSessionStore.getState().session?.token;
          return inFlight && inFlight.token === token ? inFlight.done : get().refresh();
        },
        retry() {
          resetRetries();
          return get().refresh();
        },
        applyServerChange(change) {
          const { details } = get();
          // Nothing to change yet: the details are loaded after the write instead.
          if (!details) return void get().refresh();
          latestRefresh += 1;
          inFlight = null;
          set({ details: change(details) });
        },
        clear() {
          resetRetries();
          set(NO_DETAILS);
        },
      };
    },
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

// The session cookie's hasUserCompletedProfile follows the signed-in member's details.
useUserStore.subscribe((state, previous) => {
  const { details } = state;
  if (details === previous.details || details === null) return;
  if (details.user_id === useSessionStore.getState().session?.user_id) updateSessionCookie({ hasUserCompletedProfile: isProfileComplete(details) });
});
