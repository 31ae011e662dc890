import { and, count, desc, eq, gt, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activationCodes, passwordResets, smsCodes } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';

/** A code that can be guessed at: unused, unexpired, and with tries left. */
interface GuessableColumns {
  usedAt: typeof passwordResets.usedAt | typeof smsCodes.usedAt;
  expiresAt: typeof passwordResets.expiresAt | typeof smsCodes.expiresAt;
  attempts: typeof passwordResets.attempts | typeof smsCodes.attempts;
}
const unusedAndUnexpired = (columns: GuessableColumns, now: Date) => and(isNull(columns.usedAt), gt(columns.expiresAt, now));
const open = (columns: GuessableColumns, maxAttempts: number, now: Date) =>
  and(unusedAndUnexpired(columns, now), lt(columns.attempts, maxAttempts));

export interface OpenCode {
  id: number;
  hash: string;
}

export type ResetChannel = 'email' | 'sms';

export interface OpenReset extends OpenCode {
  channel: ResetChannel;
}

/**
 * A reset that can still be used. Misses count against texted codes only (8 digits: guessable):
 * an e-mailed link is 256 random bits, so capping its tries would only let anyone who knows a
 * member's id cancel it with made-up hashes.
 */
const openReset = (maxAttempts: number, now: Date) =>
  and(unusedAndUnexpired(passwordResets, now), or(eq(passwordResets.channel, 'email'), lt(passwordResets.attempts, maxAttempts)));

/**
 * Activation codes, password resets and SMS sign-in codes. Only hashes are stored; a code is claimed
 * with one conditional UPDATE, so of two requests racing with the same code only one wins.
 */
export function createAuthCodesRepository(db: Db, clock: Clock) {
  return {
    async addActivation(userId: number, codeHash: string, expiresAt: Date, tx: Db = db): Promise<void> {
      await tx.insert(activationCodes).values({ userId, codeHash, expiresAt });
    },

    /** True when the user has a code with this hash that was used already. */
    async activationWasUsed(userId: number, codeHash: string, tx: Db = db): Promise<boolean> {
      const [used] = await tx.select({ id: activationCodes.id }).from(activationCodes)
        .where(and(eq(activationCodes.userId, userId), eq(activationCodes.codeHash, codeHash), isNotNull(activationCodes.usedAt))).limit(1);
      return used !== undefined;
    },

    /** Marks the user's unused, unexpired code with this hash used; false when there is none. */
    async claimActivation(userId: number, codeHash: string, tx: Db = db): Promise<boolean> {
      const claimed = await tx
        .update(activationCodes)
        .set({ usedAt: new Date(clock.now()) })
        .where(and(eq(activationCodes.userId, userId), eq(activationCodes.codeHash, codeHash), isNull(activationCodes.usedAt), gt(activationCodes.expiresAt, new Date(clock.now()))))
        .returning({ id: activationCodes.id });
      return claimed.length > 0;
    },

    /**
     * Marks the user's unused activation codes used: the account was activated another way, so its
     * link now answers that it is active instead of activating it again.
     */
    async spendActivationsOf(userId: number, tx: Db = db): Promise<void> {
      await tx.update(activationCodes).set({ usedAt: new Date(clock.now()) }).where(and(eq(activationCodes.userId, userId), isNull(activationCodes.usedAt)));
    },

    async addReset(values: { userId: number; hash: string; channel: ResetChannel; expiresAt: Date }, tx: Db = db): Promise<void> {
      await tx.insert(passwordResets).values(values);
    },

    async resetsSince(userId: number, since: Date, tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(passwordResets).where(and(eq(passwordResets.userId, userId), gte(passwordResets.createdAt, since)));
      return row?.n ?? 0;
    },

    openResets: (userId: number, maxAttempts: number): Promise<OpenReset[]> =>
      db.select({ id: passwordResets.id, hash: passwordResets.hash, channel: passwordResets.channel }).from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), openReset(maxAttempts, new Date(clock.now())))),

    /** A wrong hash counts against every open texted code of the user: none survives maxAttempts misses. */
    async recordResetMiss(userId: number, maxAttempts: number): Promise<void> {
      await db.update(passwordResets).set({ attempts: sql`${passwordResets.attempts} + 1` })
        .where(and(eq(passwordResets.userId, userId), eq(passwordResets.channel, 'sms'), openReset(maxAttempts, new Date(clock.now()))));
    },

    async claimReset(id: number, maxAttempts: number, tx: Db = db): Promise<boolean> {
      const claimed = await tx.update(passwordResets).set({ usedAt: new Date(clock.now()) })
        .where(and(eq(passwordResets.id, id), openReset(maxAttempts, new Date(clock.now()))))
        .returning({ id: passwordResets.id });
      return claimed.length > 0;
    },

    /** Closes the user's other outstanding resets once the password has changed. */
    async closeResetsOf(userId: number, tx: Db = db): Promise<void> {
      await tx.update(passwordResets).set({ usedAt: new Date(clock.now()) }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    async addSmsCode(values: { phone: string; codeHash: string; expiresAt: Date }, tx: Db = db): Promise<void> {
      await tx.insert(smsCodes).values(values);
    },

    async smsCodesSince(phone: string, since: Date, tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(smsCodes).where(and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    openSmsCodes: (phone: string, maxAttempts: number): Promise<OpenCode[]> =>
      db.select({ id: smsCodes.id, hash: smsCodes.codeHash }).from(smsCodes).where(and(eq(smsCodes.phone, phone), open(smsCodes, maxAttempts, new Date(clock.now())))),

    async recordSmsMiss(phone: string, maxAttempts: number): Promise<void> {
      await db.update(smsCodes).set({ attempts: sql`${smsCodes.attempts} + 1` }).where(and(eq(smsCodes.phone, phone), open(smsCodes, maxAttempts, new Date(clock.now()))));
    },

    /** The number's newest code, whatever its state: what a member who types a code is typing. */
    async latestSmsCode(phone: string): Promise<{ attempts: number; expiresAt: Date; usedAt: Date | null } | undefined> {
      const [row] = await db.select({ attempts: smsCodes.attempts, expiresAt: smsCodes.expiresAt, usedAt: smsCodes.usedAt }).from(smsCodes)
        .where(eq(smsCodes.phone, phone)).orderBy(desc(smsCodes.id)).limit(1);
      return row;
    },

    async claimSmsCode(id: number, maxAttempts: number, tx: Db = db): Promise<boolean> {
      const claimed = await tx.update(smsCodes).set({ usedAt: new Date(clock.now()) })
        .where(and(eq(smsCodes.id, id), open(smsCodes, maxAttempts, new Date(clock.now()))))
        .returning({ id: smsCodes.id });
      return claimed.length > 0;
    },
  };
}
export type AuthCodesRepository = ReturnType<typeof createAuthCodesRepository>;
