import { createHmac, timingSafeEqual } from 'node:crypto';
import { claimedGuess, type AttemptPolicy, type AttemptStore, type ClaimedGuess } from './attempt-limiter';
import type { Clock } from '../../lib/clock';

/**
 * Device cookies (OWASP, "slow down online guessing attacks with device cookies"): a browser where a
 * member signed in with their password gets a cookie signed for that member. A password sign-in to
 * that account carrying it is not held back by the account lockout or the address throttles an
 * attacker elsewhere trips; wrong passwords sent with it count against the cookie instead, which
 * stops being trusted after a few.
 */

const VERSION = 'd1';

/** The cookie of one member: a browser may hold several members' cookies. */
export const deviceCookieName = (userId: number): string => `panelist_device_${userId}`;

const signature = (secret: string, payload: string): string => createHmac('sha256', secret).update(payload).digest('base64url');

/** `d1.{userId}.{issuedAt seconds}.{HMAC-SHA256 of the rest}` */
export function signDeviceCookie(secret: string, userId: number, issuedAt: Date): string {
  const payload = `${VERSION}.${userId}.${Math.floor(issuedAt.getTime() / 1000)}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** Whether a cookie value is this member's, signed with the secret and younger than `maxAgeMs`. */
export function verifyDeviceCookie(secret: string, value: string | undefined, userId: number, now: Date, maxAgeMs: number): boolean {
  const match = value ? /^d1\.([0-9]{1,10})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match || Number(match[1]) !== userId) return false;
  const issuedAtMs = Number(match[2]) * 1000;
  if (issuedAtMs > now.getTime() + 60_000 || now.getTime() - issuedAtMs > maxAgeMs) return false;
  const expected = Buffer.from(signature(secret, `${VERSION}.${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3] as string);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface DeviceCookiePolicy {
  maxAgeMs: number;
  /** Wrong passwords sent with one cookie before it is no longer trusted (for the window). */
  failures: AttemptPolicy;
}

export function createDeviceCookies(deps: { clock: Clock; attempts: AttemptStore; secret: () => Promise<string>; policy: DeviceCookiePolicy; secure: boolean }) {
  const { secret, policy } = deps;
  const failures = deps.attempts.limiter('device-cookie', policy.failures);
  return {
    /**
     * The member's device cookie in the request, when it is valid and still trusted, with the password
     * guess it carries counted against it from the start (taken back when the guess proves right), so
     * guesses sent together with one cookie cannot all be checked before the first is found wrong.
     */
    async claimTrusted(cookies: Record<string, string | undefined>, userId: number, now = new Date(deps.clock.now())): Promise<{ value: string; claim: ClaimedGuess } | undefined> {
      const value = cookies[deviceCookieName(userId)];
      if (!value || !verifyDeviceCookie(await secret(), value, userId, now, policy.maxAgeMs)) return undefined;
      if ((await failures.claim(value)) > 0) return undefined;
      return { value, claim: claimedGuess(failures, value) };
    },
    /** A fresh cookie for the member, HttpOnly and sent only to the login call. */
    async issue(userId: number, now = new Date(deps.clock.now())) {
      return {
        name: deviceCookieName(userId),
        value: signDeviceCookie(await secret(), userId, now),
        options: { httpOnly: true, sameSite: 'strict' as const, secure: deps.secure, path: '/rest/user/login', maxAge: Math.floor(policy.maxAgeMs / 1000) },
      };
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
