import { authorizationValue, tokenOfAuthorization, type SessionCookie } from '@contract/rules/session-cookie';
import type { Credentials } from '../api/client';

/** The idb-keyval key of the persisted session store (also read by the service worker's answer sync). */
export const SESSION_STORE_KEY = 'panelist-session';

/** The persisted session: the login response fields plus whether it is a guest's. */
export interface Session {
  token: string;
  user_id: number;
  level: number;
  forecast_segment: string | null;
  panel_segment: string | null;
  user_agrees_contact: boolean;
  isGuest: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** Schema check of a stored session; anything malformed reads as no session. */
export function parseSession(value: unknown): Session | null {
  if (!isRecord(value)) return null;
  const { token, user_id, level, forecast_segment, panel_segment, user_agrees_contact, isGuest } = value;
  if (typeof token !== 'string' || token === '') return null;
  if (typeof user_id !== 'number' || !Number.isInteger(user_id) || user_id <= 0) return null;
  if (typeof level !== 'number' || !Number.isInteger(level)) return null;
  if (!nullableString(forecast_segment) || !nullableString(panel_segment)) return null;
  if (typeof user_agrees_contact !== 'boolean' || typeof isGuest !== 'boolean') return null;
  return { token, user_id, level, forecast_segment, panel_segment, user_agrees_contact, isGuest };
}

/** A session's credentials as stored apart from the session store (a revocation still to send, a session the server refused); null when malformed. */
export function parseCredentials(value: unknown): Credentials | null {
  if (!isRecord(value)) return null;
  const { userId, token } = value;
  if (typeof userId !== 'number' || !Number.isInteger(userId) || userId <= 0 || typeof token !== 'string' || token === '') return null;
  return { userId, token };
}

/** The credentials a session's calls carry (its member and token). */
export const credentialsOf = (session: Pick<Session, 'user_id' | 'token'>): Credentials => ({ userId: session.user_id, token: session.token });

/** Whether both name the same session (the same user and token): a sign-in made since is another session. */
export function sameCredentials(a: Credentials | null, b: Credentials | null): boolean {
  return a !== null && b !== null && a.userId === b.userId && a.token === b.token;
}

/** The session inside the session store's persisted JSON (`{ state: { session }, version }`); null when absent or malformed. */
export function sessionFromPersisted(raw: unknown): Session | null {
  if (typeof raw !== 'string') return null;
  try {
    return parseSession((JSON.parse(raw) as { state?: { session?: unknown } } | null)?.state?.session);
  } catch {
    return null;
  }
}

/** The session store's session from the session cookie. */
export function sessionOfCookie(cookie: SessionCookie): Session | null {
  const token = tokenOfAuthorization(cookie.authorization, cookie.userId);
  if (token === null) return null;
  return {
    token, user_id: cookie.userId, level: cookie.level, forecast_segment: cookie.forecastSegment, panel_segment: cookie.panelSegment,
    user_agrees_contact: cookie.userAgreement, isGuest: cookie.isGuest,
  };
}

/** The session cookie of a session; the profile flag and the pending redirect are the cookie's own. */
export function cookieOfSession(session: Session, extras: Pick<SessionCookie, 'hasUserCompletedProfile' | 'redirectTo'>): SessionCookie {
  return {
    userId: session.user_id,
    authorization: authorizationValue(session.user_id, session.token),
    level: session.level,
    forecastSegment: session.forecast_segment,
    panelSegment: session.panel_segment,
    userAgreement: session.user_agrees_contact,
    hasUserCompletedProfile: extras.hasUserCompletedProfile,
    redirectTo: extras.redirectTo,
    isGuest: session.isGuest,
  };
}
