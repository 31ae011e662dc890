import { and, eq, gte, sql } from 'drizzle-orm';
import { resultRows, type Db } from '../../db/client';
import { answers, pointsLedger, userLog, users } from '../../db/schema/index';

export interface LedgerEntry {
  userId: number;
  /** Positive credits, negative spends. */
  delta: number;
  reason: string;
  reference?: string;
  /** UNIQUE: a repeat of the same key takes effect once. */
  idempotencyKey: string;
}

/** The activity line a credit writes beside its ledger entry (My activity). */
export interface ActivityLine {
  actionType: string;
  actionDetails: string;
  actionParams: Record<string, unknown>;
}

export type LedgerOutcome = { applied: true; balance: number } | { applied: false; reason: 'duplicate' | 'insufficient' };

/**
 * The append-only points ledger and the balance kept beside it. Both change in one transaction;
 * a spend only happens when the balance covers it (`UPDATE ... WHERE points >= cost`).
 */
export function createPointsRepository(db: Db) {
  return {
    /** Call inside a transaction when other writes (an answer, a conversion) must land with it. */
    async apply(entry: LedgerEntry, tx: Db = db): Promise<LedgerOutcome> {
      const inserted = await tx
        .insert(pointsLedger)
        .values({ userId: entry.userId, delta: entry.delta, reason: entry.reason, reference: entry.reference, idempotencyKey: entry.idempotencyKey })
        .onConflictDoNothing({ target: pointsLedger.idempotencyKey })
        .returning({ id: pointsLedger.id });
      if (inserted.length === 0) return { applied: false, reason: 'duplicate' };
      const cover = entry.delta < 0 ? gte(users.points, -entry.delta) : undefined;
      const [updated] = await tx
        .update(users)
        .set({ points: sql`${users.points} + ${entry.delta}` })
        .where(and(eq(users.id, entry.userId), cover))
        .returning({ points: users.points });
      if (!updated) {
        // The ledger row must not outlive a refused spend: roll the transaction back.
        throw new InsufficientPointsError();
      }
      return { applied: true, balance: updated.points };
    },

    /**
     * A credit (a positive delta) with its activity line, once per idempotency key: the ledger entry,
     * the balance and the line in one statement, so in one round trip, in the caller's transaction
     * or as its own. The balance after it when it was applied now; undefined for a key used before.
     */
    async creditOnce(entry: LedgerEntry, line: ActivityLine, tx: Db = db): Promise<number | undefined> {
      if (entry.delta <= 0) throw new RangeError(`A credit adds points: ${entry.delta}`);
      const [row] = resultRows<{ points: number }>(await tx.execute(sql`
        with entry as (
          insert into ${pointsLedger} (user_id, delta, reason, reference, idempotency_key)
          values (${entry.userId}, ${entry.delta}, ${entry.reason}, ${entry.reference ?? null}, ${entry.idempotencyKey})
          on conflict (idempotency_key) do nothing
          returning user_id, delta
        ), balance as (
          update ${users} set points = ${users.points} + entry.delta from entry where ${users.id} = entry.user_id returning ${users.points}
        ), line as (
          insert into ${userLog} (user_id, action_type, action_details, action_params)
          select user_id, ${line.actionType}, ${line.actionDetails}, ${JSON.stringify(line.actionParams)}::jsonb from entry
          returning id
        )
        select points from balance`));
      return row === undefined ? undefined : Number(row.points);
    },

    /** The balance's share of a credit whose ledger entry is a row of its own kind (an answer), in that row's transaction. */
    async addToBalance(userId: number, delta: number, tx: Db): Promise<void> {
      await tx.update(users).set({ points: sql`${users.points} + ${delta}` }).where(eq(users.id, userId));
    },

    /** Applies one entry in its own transaction; an uncovered spend answers 'insufficient'. */
    async applyAlone(entry: LedgerEntry): Promise<LedgerOutcome> {
      try {
        return await db.transaction((tx) => this.apply(entry, tx));
      } catch (error) {
        if (error instanceof InsufficientPointsError) return { applied: false, reason: 'insufficient' };
        throw error;
      }
    },

    /** The ledger row of an idempotency key, if it was used: who got what. */
    async entryByKey(idempotencyKey: string, tx: Db = db): Promise<{ userId: number; delta: number; createdAt: Date } | undefined> {
      return (await tx.select({ userId: pointsLedger.userId, delta: pointsLedger.delta, createdAt: pointsLedger.createdAt }).from(pointsLedger).where(eq(pointsLedger.idempotencyKey, idempotencyKey)).limit(1))[0];
    },

    /** The account a credit is for, locked until the transaction ends so that it cannot be deleted meanwhile; undefined for no such user. */
    async lockAccount(userId: number, tx: Db): Promise<{ status: string; isGuest: boolean } | undefined> {
      return (await tx.select({ status: users.status, isGuest: users.isGuest }).from(users).where(eq(users.id, userId)).for('update'))[0];
    },

    /** The member's balance as kept beside the ledger (0 for no such member). */
    async balance(userId: number, tx: Db = db): Promise<number> {
      return (await tx.select({ points: users.points }).from(users).where(eq(users.id, userId)))[0]?.points ?? 0;
    },

    /** The sum of the member's ledger: its rows and the credits their answers carry. */
    async balanceFromLedger(userId: number): Promise<number> {
      const [row] = resultRows<{ sum: number | string }>(await db.execute(sql`select
        (select coalesce(sum(${pointsLedger.delta}), 0) from ${pointsLedger} where ${pointsLedger.userId} = ${userId})
        + (select coalesce(sum(${answers.points}), 0) from ${answers} where ${answers.userId} = ${userId}) as sum`));
      return Number(row?.sum ?? 0);
    },
  };
}

export class InsufficientPointsError extends Error {
  constructor() {
    super('The balance does not cover this spend.');
  }
}
export type PointsRepository = ReturnType<typeof createPointsRepository>;
