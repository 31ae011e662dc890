import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answers, pointsLedger, questions, users } from '../../db/schema/index';

/** What the referral bonus is decided on: the invited members and their poll answers. */
export function createReferralsRepository(db: Db) {
  const pollAnswersOf = (userId: typeof users.id | number, tx: Db = db) =>
    tx.select({ n: count() }).from(answers).innerJoin(questions, eq(questions.id, answers.questionId)).where(and(eq(answers.userId, userId), isNull(questions.questId)));

  return {
    /** How many feed polls (not survey questions) the member answered. */
    async pollAnswerCount(userId: number, tx: Db = db): Promise<number> {
      const [answered] = await pollAnswersOf(userId, tx);
      return Number(answered?.n ?? 0);
    },

    /** The registered members the member invited, oldest first, with their poll answers and whether their bonus was credited. */
    async invitedBy(userId: number) {
      const rewarded = db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.idempotencyKey, sql`'bonus:referral:' || ${users.id}`));
      const rows = await db
        .select({ id: users.id, surname: users.surname, lastname: users.lastname, status: users.status, registeredAt: users.createdAt, answers: sql<number>`(${pollAnswersOf(users.id)})::int`, rewarded: sql<number>`(${rewarded})::int` })
        .from(users)
        .where(and(eq(users.recommendedBy, userId), eq(users.isGuest, false)))
        .orderBy(asc(users.createdAt), asc(users.id));
      return rows.map((row) => ({ ...row, answers: Number(row.answers), rewarded: Number(row.rewarded) }));
    },
  };
}
export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
