import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { ResetChannel } from './auth-codes-repository';
import type { NewUser, UserRow } from './users-repository';
import type { LockoutPolicy } from '../services/lockout-rules';
import type { Clock } from '../../lib/clock';

/**
 * The sign-in state of accounts: failed-login counting and locking, activation, password changes,
 * guests. Each change is one conditional statement, so concurrent requests cannot undo each other.
 */
/** The account is not locked out after wrong passwords at `now`. */
const notLockedOut = (now: Date) => or(isNull(users.lockedUntil), lte(users.lockedUntil, now));

export function createCredentialsRepository(db: Db, clock: Clock) {
  return {
    /**
     * Counts a wrong password, in the database so every instance sees it, unless the account is
     * locked out at `now` (a try checked while a lockout began counts for nothing: tries sent
     * together lock the account once). The failure that reaches `maxFailed` locks the account out
     * until `now` plus the lockout's length (doubling with each lockout since the last sign-in,
     * `lockoutDurationMs`) and starts the count again. `locked`: the account is locked out now
     * (by this failure, `lockedUntil` set, or by another).
     */
    async recordFailedLogin(userId: number, maxFailed: number, policy: LockoutPolicy, now = new Date(clock.now())): Promise<{ locked: boolean; lockedUntil?: Date; lockouts: number }> {
      const reaches = sql`${users.failedLogins} + 1 >= ${maxFailed}`;
      // The doubling in SQL is lockoutDurationMs's: the row's own lockout count decides, whatever the concurrency.
      const duration = sql`least(${policy.baseMs}::float8 * power(2, least(${users.lockouts}, 30)), ${policy.maxMs}::float8)`;
      const [row] = await db
        .update(users)
        .set({
          failedLogins: sql`case when ${reaches} then 0 else least(${users.failedLogins} + 1, 32767) end`,
          lockouts: sql`case when ${reaches} then least(${users.lockouts} + 1, 32767) else ${users.lockouts} end`,
          lockedUntil: sql`case when ${reaches} then ${now.toISOString()}::timestamptz + ${duration} * interval '1 millisecond' else ${users.lockedUntil} end`,
        })
        .where(and(eq(users.id, userId), notLockedOut(now)))
        .returning({ failedLogins: users.failedLogins, lockouts: users.lockouts, lockedUntil: users.lockedUntil });
      if (!row) return { locked: true, lockouts: 0 };
      const lockedNow = row.failedLogins === 0 && row.lockedUntil !== null && row.lockedUntil > now;
      return { locked: lockedNow, lockouts: row.lockouts, ...(lockedNow ? { lockedUntil: row.lockedUntil! } : {}) };
    },

    /**
     * A successful sign-in of an active account: clears the failure and lockout counts and keeps
     * the browser fingerprint when one is sent. False when the account is no longer active, or,
     * with `unlessLockedOut`, when it is locked out at `now` (a right password checked while wrong
     * ones sent with it locked the account does not sign in).
     */
    async recordSignIn(userId: number, fingerprint?: string | null, options: { unlessLockedOut?: boolean; now?: Date } = {}): Promise<boolean> {
      const now = options.now ?? new Date(clock.now());
      const updated = await db
        .update(users)
        .set({ failedLogins: 0, lockouts: 0, lockedUntil: null, ...(fingerprint ? { fingerprint } : {}) })
        .where(and(eq(users.id, userId), eq(users.status, 'active'), options.unlessLockedOut ? notLockedOut(now) : undefined))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /** Activates a pending account (an active one stays as it is); undefined when locked or deleted. */
    async activate(userId: number, fingerprint: string | null | undefined, tx: Db = db): Promise<{ row: UserRow; wasPending: boolean } | undefined> {
      const [before] = await tx.select({ status: users.status }).from(users).where(eq(users.id, userId)).for('update');
      if (!before || (before.status !== 'pending' && before.status !== 'active')) return undefined;
      const [row] = await tx
        .update(users)
        .set({
          status: 'active',
          activatedAt: sql`coalesce(${users.activatedAt}, now())`,
          ...(fingerprint ? { fingerprint } : {}),
        })
        .where(eq(users.id, userId))
        .returning();
      return row ? { row, wasPending: before.status === 'pending' } : undefined;
    },

    /**
     * A new password after a reset: it ends a lockout for failed logins. An e-mailed reset also
     * reaches a pending account (the member proved they own the address), which the caller then
     * activates through the activation path (it leaves the status as it is: activating merges the
     * registering guest); a texted one reaches active accounts only, since a pending account's phone
     * is whatever its registrant typed and proves nothing about the unconfirmed address. False for an
     * account the reset may not reach, a deleted one and one an operator locked: owning the address
     * does not lift an operator's lock.
     */
    async setPassword(userId: number, passwordHash: string, channel: ResetChannel, tx: Db = db): Promise<boolean> {
      const reachable: UserRow['status'][] = channel === 'email' ? ['active', 'pending'] : ['active'];
      const updated = await tx
        .update(users)
        .set({ passwordHash, failedLogins: 0, lockouts: 0, lockedUntil: null })
        .where(and(eq(users.id, userId), inArray(users.status, reachable), eq(users.isGuest, false)))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /** The guest of an e-mail, created when missing (two parallel first visits make one row). */
    async findOrCreateGuest(values: NewUser & { email: string }): Promise<UserRow> {
      const email = values.email.toLowerCase();
      const [created] = await db.insert(users).values({ ...values, email, isGuest: true }).onConflictDoNothing({ target: users.email }).returning();
      if (created) return created;
      const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      if (!existing) throw new Error(`guest ${email} vanished`);
      return existing;
    },

    /** Undoes a registration whose activation e-mail could not be sent (codes and log go with it). */
    async discardPending(userId: number): Promise<void> {
      await db.delete(users).where(and(eq(users.id, userId), eq(users.status, 'pending'), isNull(users.activatedAt)));
    },

    /** Whether this id is an active member's (not a guest's, nor an account never activated or deleted): only they can recommend. */
    async isActiveMember(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.status, 'active'), eq(users.isGuest, false))).limit(1);
      return row !== undefined;
    },
  };
}
export type CredentialsRepository = ReturnType<typeof createCredentialsRepository>;
