import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userLog } from '../../db/schema/index';
import type { UserLogEntry } from '@contract/schemas/entities';
import type { Clock } from '../../lib/clock';

/** 'YYYY-MM-DD HH:mm:ss' in UTC, the spec's actionDate.date form. */
export const logDate = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

/** Every state change a member can see is written here (spec user/log/{days}). */
export function createUserLogRepository(db: Db, clock: Clock) {
  return {
    async write(userId: number, actionType: string, actionDetails: string, actionParams: Record<string, unknown> = {}, tx: Db = db): Promise<void> {
      await tx.insert(userLog).values({ userId, actionType, actionDetails, actionParams });
    },

    /** The member's entries of the last `days` days, newest first. */
    async since(userId: number, days: number, now = new Date(clock.now())): Promise<UserLogEntry[]> {
      const from = new Date(now.getTime() - days * 86_400_000);
      const rows = await db
        .select()
        .from(userLog)
        .where(and(eq(userLog.userId, userId), gte(userLog.createdAt, from)))
        .orderBy(desc(userLog.createdAt), desc(userLog.id));
      return rows.map((row) => ({
        actionType: row.actionType,
        actionDetails: row.actionDetails,
        actionParams: row.actionParams,
        actionDate: { date: logDate(row.createdAt) },
      }));
    },
  };
}
export type UserLogRepository = ReturnType<typeof createUserLogRepository>;
/** Writing the log alone: what a service that records a change needs. */
export type UserLogWriter = Pick<UserLogRepository, 'write'>;
