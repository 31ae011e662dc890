// Plain data and functions, no schemas: the browser and the service worker import it.

/** The session cookie's name: 'globals' plus the configured locale suffix. */
export const sessionCookieName = (suffix: string): string => `globals${suffix}`;

/**
 * The session cookie's JSON, with the contract's names and values: the credentials of the
 * login response (`authorization` is the `{userId}:{token}` header value), whether the member's
 * profile is complete (false until the member's details are known), and the page to go to after
 * the next sign-in (null when none is pending). `isGuest` is ours, beside them.
 */
export interface SessionCookie {
  userId: number;
  authorization: string;
  level: number;
  forecastSegment: string | null;
  panelSegment: string | null;
  userAgreement: boolean;
  hasUserCompletedProfile: boolean;
  redirectTo: string | null;
  isGuest: boolean;
}

/** A parsed cookie; `legacy` when it was written with the earlier field names and must be written again. */
export interface ParsedSessionCookie {
  cookie: SessionCookie;
  legacy: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isUserId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The `{userId}:{token}` value. */
export const authorizationValue = (userId: number, token: string): string => `${userId}:${token}`;

/**
 * A token a request header can carry (visible ASCII, no space). Any other (a cookie edited by hand)
 * would make every call fail before it left the browser, as if offline, and never reach the server's
 * verdict that sends the member to sign in again.
 */
const isHeaderToken = (token: string): boolean => /^[\x21-\x7e]+$/.test(token);

/** The token of an `authorization` value, when it belongs to this user id and a header can carry it; else null. */
export function tokenOfAuthorization(authorization: string, userId: number): string | null {
  const separator = authorization.indexOf(':');
  if (separator < 0 || authorization.slice(0, separator) !== String(userId)) return null;
  const token = authorization.slice(separator + 1);
  return isHeaderToken(token) ? token : null;
}

function parseCurrent(value: Record<string, unknown>): SessionCookie | null {
  const { userId, authorization, level, forecastSegment, panelSegment, userAgreement, hasUserCompletedProfile, redirectTo, isGuest } = value;
  if (!isUserId(userId) || typeof authorization !== 'string' || tokenOfAuthorization(authorization, userId) === null) return null;
  if (typeof level !== 'number' || !Number.isInteger(level)) return null;
  if (!nullableString(forecastSegment) || !nullableString(panelSegment) || !nullableString(redirectTo ?? null)) return null;
  if (typeof userAgreement !== 'boolean') return null;
  return {
    userId, authorization, level, forecastSegment, panelSegment, userAgreement,
    hasUserCompletedProfile: hasUserCompletedProfile === true,
    redirectTo: (redirectTo as string | null | undefined) ?? null,
    isGuest: isGuest === true,
  };
}

/** The cookie as the app wrote it before it used the contract's names: the login response's fields plus isGuest. */
function parseLegacy(value: Record<string, unknown>): SessionCookie | null {
  const { token, user_id, level, forecast_segment, panel_segment, user_agrees_contact, isGuest } = value;
  if (typeof token !== 'string' || !isHeaderToken(token) || !isUserId(user_id)) return null;
  if (typeof level !== 'number' || !Number.isInteger(level)) return null;
  if (!nullableString(forecast_segment) || !nullableString(panel_segment)) return null;
  if (typeof user_agrees_contact !== 'boolean' || typeof isGuest !== 'boolean') return null;
  return {
    userId: user_id, authorization: authorizationValue(user_id, token), level, forecastSegment: forecast_segment, panelSegment: panel_segment,
    userAgreement: user_agrees_contact, hasUserCompletedProfile: false, redirectTo: null, isGuest,
  };
}

/** The session cookie's value (JSON), schema-checked; either shape the app has written; null when absent or malformed. */
export function parseSessionCookie(raw: string | null | undefined): ParsedSessionCookie | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  if ('userId' in value) {
    const cookie = parseCurrent(value);
    return cookie ? { cookie, legacy: false } : null;
  }
  const cookie = parseLegacy(value);
  return cookie ? { cookie, legacy: true } : null;
}

export const serializeSessionCookie = (cookie: SessionCookie): string => JSON.stringify(cookie);
