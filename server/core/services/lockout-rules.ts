/**
 * The account lockout after repeated wrong passwords (OWASP's authentication guidance): it expires
 * by itself, and each lockout since the last successful sign-in lasts twice the one before, up to
 * a ceiling, so a guesser gets a few attempts an hour while the owner never needs a reset.
 */
export interface LockoutPolicy {
  /** The first lockout's length. */
  baseMs: number;
  /** No lockout lasts longer. */
  maxMs: number;
}

/** How long the lockout that follows `lockoutsBefore` earlier ones (since the last sign-in) lasts. */
export function lockoutDurationMs(lockoutsBefore: number, policy: LockoutPolicy): number {
  const doublings = Math.min(Math.max(lockoutsBefore, 0), 30);
  return Math.min(policy.baseMs * 2 ** doublings, policy.maxMs);
}

/** Whether an account is locked out at `now`. */
export function isLockedOut(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}
