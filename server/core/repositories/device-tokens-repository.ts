import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceTokens } from '../../db/schema/index';

/** A member rarely has more devices than this; older tokens beyond it are dropped. */
export const MAX_TOKENS_PER_MEMBER = 20;

/** FCM registration tokens, one row per token (a device), owned by the member who saved it last. */
export function createDeviceTokensRepository(db: Db) {
  return {
    /**
     * Saves a token for the member. A token already known moves to this member (a device changes
     * hands when someone else signs in on it) and its last-seen time is refreshed.
     */
    async save(userId: number, token: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(deviceTokens)
          .values({ userId, token })
          .onConflictDoUpdate({
            target: deviceTokens.token,
            set: {
              userId,
              lastSeenAt: sql`now()`,
              createdAt: sql`case when ${deviceTokens.userId} = ${userId} then ${deviceTokens.createdAt} else now() end`,
            },
          });
        const kept = tx
          .select({ id: deviceTokens.id })
          .from(deviceTokens)
          .where(eq(deviceTokens.userId, userId))
          .orderBy(desc(deviceTokens.lastSeenAt), desc(deviceTokens.id))
          .limit(MAX_TOKENS_PER_MEMBER);
        await tx.delete(deviceTokens).where(and(eq(deviceTokens.userId, userId), notInArray(deviceTokens.id, kept)));
      });
    },

    async listOf(userId: number): Promise<{ token: string; createdAt: string }[]> {
      const rows = await db
        .select({ token: deviceTokens.token, createdAt: deviceTokens.createdAt })
        .from(deviceTokens)
        .where(eq(deviceTokens.userId, userId))
        .orderBy(asc(deviceTokens.createdAt), asc(deviceTokens.id));
      return rows.map((row) => ({ token: row.token, createdAt: row.createdAt.toISOString() }));
    },

    /** Deletes the member's token; a token unknown or now another member's is left as it is. */
    async deleteOneOf(userId: number, token: string): Promise<void> {
      await db.delete(deviceTokens).where(and(eq(deviceTokens.userId, userId), eq(deviceTokens.token, token)));
    },

    async deleteAllOf(userId: number, tx: Db = db): Promise<number> {
      const deleted = await tx.delete(deviceTokens).where(eq(deviceTokens.userId, userId)).returning({ id: deviceTokens.id });
      return deleted.length;
    },
  };
}
export type DeviceTokensRepository = ReturnType<typeof createDeviceTokensRepository>;
