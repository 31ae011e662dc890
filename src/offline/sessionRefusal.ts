import { del, get, set } from 'idb-keyval';
import type { Credentials } from '../api/client';
import { parseCredentials } from '../stores/sessionSchema';
import { safely } from './idbStorage';

/**
 * A session the server refused (401) while the service worker sent queued answers with it: the
 * worker keeps its credentials here and tells the open pages, which end it the way a page ends a
 * session refused to itself. Kept until a page has started after it; the token is already dead.
 */

/** The idb-keyval key of the refused session. */
export const REFUSED_SESSION_KEY = 'panelist-session-refused';
/** The type of the worker's message to the pages. */
export const SESSION_REFUSED_MESSAGE = 'SESSION_REFUSED';

export const recordRefusedSession = (credentials: Credentials): Promise<void> =>
  safely(() => set(REFUSED_SESSION_KEY, { userId: credentials.userId, token: credentials.token }), undefined);

export const readRefusedSession = async (): Promise<Credentials | null> => parseCredentials(await safely(() => get<unknown>(REFUSED_SESSION_KEY), null));

export const forgetRefusedSession = (): Promise<void> => safely(() => del(REFUSED_SESSION_KEY), undefined);

/** The worker's message naming the refused session. */
export function refusedSessionMessage(credentials: Credentials): { type: typeof SESSION_REFUSED_MESSAGE; userId: number; token: string } {
  return { type: SESSION_REFUSED_MESSAGE, userId: credentials.userId, token: credentials.token };
}

/** The refused session a worker message names; null for any other or malformed message. */
export function refusedSessionOf(message: unknown): Credentials | null {
  if (typeof message !== 'object' || message === null || (message as { type?: unknown }).type !== SESSION_REFUSED_MESSAGE) return null;
  return parseCredentials(message);
}
