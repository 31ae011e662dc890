import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
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
export function createCredentialsRepository(db: Db, clock: Clock) {
  return {
    /**
     * Takes one of the account's password tries before the password is checked, in one conditional
     * statement: false when the account is locked out at `now`, or when `maxFailed` tries are already
     * counted (failed, or still being checked). Tries sent together cannot all pass a check made
     * before any of them is counted. A successful sign-in clears the count (`recordSignIn`).
     */
    async claimPasswordTry(userId: number, maxFailed: number, now = new Date(clock.now())): Promise<boolean> {
      const claimed = await db
        .update(users)
        .set({ failedLogins: sql`${users.failedLogins} + 1` })
        .where(and(
          eq(users.id, userId),
          sql`${users.failedLogins} < ${maxFailed}`,
          sql`(${users.lockedUntil} is null or ${users.lockedUntil} <= ${now.toISOString()}::timestamptz)`,
        ))
        .returning({ id: users.id });
      return claimed.length > 0;
    },

    /** A claimed try whose password was right on an account that cannot sign in yet (pending): it counts as no failure. */
    async releasePasswordTry(userId: number): Promise<void> {
      await db.update(users).set({ failedLogins: sql`greatest(${users.failedLogins} - 1, 0)` }).where(eq(users.id, userId));
    },

    /**
     * After a claimed try's password was wrong: when `maxFailed` tries are counted, locks the account
     * out until `now` plus the lockout's length (doubling with each lockout since the last sign-in,
     * `lockoutDurationMs`) and starts the count again. `lockedUntil` is returned to the one failure
     * whose statement locked it (of failures that end together, one locks and the others see the
     * count started again).
     */
    async lockOutIfDue(userId: number, maxFailed: number, policy: LockoutPolicy, now = new Date(clock.now())): Promise<{ lockedUntil?: Date; lockouts: number }> {
      // The doubling in SQL is lockoutDurationMs's: the row's own lockout count decides, whatever the concurrency.
      const duration = sql`least(${policy.baseMs}::float8 * power(2, least(${users.lockouts}, 30)), ${policy.maxMs}::float8)`;
      const [row] = await db
        .update(users)
        .set({
          failedLogins: 0,
          lockouts: sql`least(${users.lockouts} + 1, 32767)`,
          lockedUntil: sql`${now.toISOString()}::timestamptz + ${duration} * interval '1 millisecond'`,
        })
        .where(and(eq(users.id, userId), sql`${users.failedLogins} >= ${maxFailed}`))
        .returning({ lockouts: users.lockouts, lockedUntil: users.lockedUntil });
      return row ? { lockouts: row.lockouts, lockedUntil: row.lockedUntil! } : { lockouts: 0 };
    },

    /**
     * A successful sign-in of an active account: clears the failure and lockout counts and keeps
     * the browser fingerprint when one is sent. False when the account is no longer active.
     */
    async recordSignIn(userId: number, fingerprint?: string | null): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ failedLogins: 0, lockouts: 0, lockedUntil: null, ...(fingerprint ? { fingerprint } : {}) })
        .where(and(eq(users.id, userId), eq(users.status, 'active')))
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
     * activates a pending account (the member proved they own the address); a texted one reaches
     * active accounts only, since a pending account's phone is whatever its registrant typed and
     * proves nothing about the unconfirmed address. False for an account the reset may not reach, a
     * deleted one and one an operator locked: owning the address does not lift an operator's lock.
     */
    async setPassword(userId: number, passwordHash: string, channel: ResetChannel, tx: Db = db): Promise<boolean> {
      const reachable: UserRow['status'][] = channel === 'email' ? ['active', 'pending'] : ['active'];
      const updated = await tx
        .update(users)
        .set({ passwordHash, failedLogins: 0, lockouts: 0, lockedUntil: null, status: 'active', activatedAt: sql`coalesce(${users.activatedAt}, now())` })
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

    /** Whether an account other than deleted ones has this id: recommenders must exist. */
    async existsLive(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), ne(users.status, 'deleted'))).limit(1);
      return row !== undefined;
    },
  };
}
export type CredentialsRepository = ReturnType<typeof createCredentialsRepository>;
