import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceTokens, pushSends, questParticipations, users } from '../../db/schema/index';
import { hasNoOpenDeletionRequest } from './deletion-requests-repository';

/** A quest push's audience, the tokens FCM reports gone, and the record of each send. */
export function createPushRepository(db: Db) {
  return {
    /** Device tokens of active members in the language (and segment) who have not finished the quest nor asked to be deleted. */
    audienceOfQuest(questId: number, languageId: number, segment: string | undefined): Promise<{ userId: number; token: string }[]> {
      return db
        .select({ userId: deviceTokens.userId, token: deviceTokens.token })
        .from(deviceTokens)
        .innerJoin(users, eq(users.id, deviceTokens.userId))
        .where(and(
          eq(users.status, 'active'),
          eq(users.isGuest, false),
          eq(users.languageId, languageId),
          hasNoOpenDeletionRequest(users.id),
          segment ? eq(users.panelSegment, segment) : undefined,
          notExists(db.select({ one: sql`1` }).from(questParticipations).where(and(
            eq(questParticipations.userId, users.id), eq(questParticipations.questId, questId), sql`${questParticipations.status} <> 'started'`,
          ))),
        ));
    },

    /** Deletes these tokens; how many there were. */
    async deleteTokens(tokens: string[]): Promise<number> {
      if (tokens.length === 0) return 0;
      return (await db.delete(deviceTokens).where(inArray(deviceTokens.token, tokens)).returning({ id: deviceTokens.id })).length;
    },

    async recordSend(send: typeof pushSends.$inferInsert): Promise<void> {
      await db.insert(pushSends).values(send);
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
