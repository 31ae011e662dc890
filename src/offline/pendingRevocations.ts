import { del, getMany, keys, set } from 'idb-keyval';
import { ApiError, authorizationFor, call, type Credentials } from '../api/client';
import { parseCredentials, sameCredentials } from '../stores/sessionSchema';
import { safely } from './idbStorage';
import { oneAtATime } from './oneAtATime';
import { revocationPending } from './revocationRules';

/**
 * Sessions signed out on this device whose logout the server has not confirmed yet (it was offline,
 * or failed): shared by the pages and the service worker, free of React and of the DOM. Each is kept
 * as its credentials alone, one idb-keyval record per session, until the server ends the session or
 * answers that it is already gone. Sending one twice (two tabs, a tab and the worker) is harmless:
 * the second logout is answered 401, which also counts as done.
 */

/** An API answer's status; 0 when no answer came (no network, a timeout). */
const statusOf = (error: unknown): number => (error instanceof ApiError ? error.status : 0);

/** The Background Sync tag of the worker's sending of pending logouts. */
export const LOGOUT_SYNC_TAG = 'panelist-logout';

/** How long a logout may take before it counts as lost to the network (and is sent again later). */
export const LOGOUT_TIMEOUT_MS = 20_000;

/** A signed-out session still to end on the server; `dropDeviceTokens`: its member's push tokens go first (push was on). */
export type PendingLogout = Credentials & { dropDeviceTokens?: true };

export interface RevocationStorage {
  list(): Promise<PendingLogout[]>;
  write(pending: PendingLogout): Promise<void>;
  remove(credentials: Credentials): Promise<void>;
}

/** A stored record, or null when it is not one (a damaged or foreign value is skipped). */
export function parsePendingLogout(value: unknown): PendingLogout | null {
  const credentials = parseCredentials(value);
  if (!credentials) return null;
  return (value as { dropDeviceTokens?: unknown }).dropDeviceTokens === true ? { ...credentials, dropDeviceTokens: true } : credentials;
}

const KEY_PREFIX = 'logout:';
const keyOf = (credentials: Credentials) => `${KEY_PREFIX}${credentials.userId}:${credentials.token}`;

/** In IndexedDB (the default idb-keyval store). Where the browser refuses it, nothing is kept and nothing rejects. */
export const idbRevocationStorage: RevocationStorage = {
  list: () => safely(async () => {
    const pending = (await keys()).filter((key): key is string => typeof key === 'string' && key.startsWith(KEY_PREFIX));
    return (await getMany<unknown>(pending)).map(parsePendingLogout).filter((entry) => entry !== null);
  }, []),
  write: (pending) => safely(() => set(keyOf(pending), pending), undefined),
  remove: (credentials) => safely(() => del(keyOf(credentials)), undefined),
};

/**
 * The logout call of one session, made with that session's own credentials (never the current ones);
 * the member's device tokens are removed first when push was on (logout removes them), while
 * the session still authorizes it.
 */
export async function sendLogout(pending: PendingLogout): Promise<void> {
  const authorization = authorizationFor(pending);
  if (pending.dropDeviceTokens) {
    try {
      await call('deleteAllDeviceToken', { authorization, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
    } catch (error) {
      // No network or a busy server: both calls wait for the next round. A refusal does not hold up the logout.
      if (revocationPending(statusOf(error))) throw error;
    }
  }
  await call('logout', { authorization, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
}

export interface RevocationDeps {
  storage: RevocationStorage;
  send(pending: PendingLogout): Promise<void>;
}

export function createRevocations(deps: RevocationDeps) {
  // Kept here too: a page whose storage failed still sends its own sign-out's logout while it lives.
  const remembered: PendingLogout[] = [];

  const forget = (credentials: Credentials) => {
    const index = remembered.findIndex((kept) => sameCredentials(kept, credentials));
    if (index >= 0) remembered.splice(index, 1);
  };

  /** Keeps a signed-out session's logout until the server confirms it. */
  async function remember(pending: PendingLogout): Promise<void> {
    const kept: PendingLogout = { userId: pending.userId, token: pending.token, ...(pending.dropDeviceTokens ? { dropDeviceTokens: true } : {}) };
    if (!remembered.some((entry) => sameCredentials(entry, kept))) remembered.push(kept);
    await deps.storage.write(kept);
  }

  /** One round: sends every pending logout; stops at the first that finds no network. Answers how many are left. */
  async function round(): Promise<number> {
    const stored = await deps.storage.list();
    const pending = [...stored, ...remembered.filter((kept) => !stored.some((entry) => sameCredentials(entry, kept)))];
    let left = pending.length;
    for (const credentials of pending) {
      try {
        await deps.send(credentials);
      } catch (error) {
        const status = statusOf(error);
        if (revocationPending(status)) {
          if (status === 0) break;
          continue;
        }
      }
      forget(credentials);
      await deps.storage.remove(credentials);
      left -= 1;
    }
    return left;
  }

  /** Sends the pending logouts; one round at a time here, and one asked for meanwhile runs after it. Answers how many are left. */
  const flush = oneAtATime(round);

  return { remember, flush };
}
export type Revocations = ReturnType<typeof createRevocations>;
