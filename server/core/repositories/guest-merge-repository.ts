import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answers, questions, users } from '../../db/schema/index';

/** The rows a guest's answers move with when the guest registers (guest-merge-service). */
export function createGuestMergeRepository() {
  return {
    /** Locks the guest's row for the merge: whether it is a guest, and its balance. */
    lockGuest: async (guestId: number, tx: Db) =>
      (await tx.select({ isGuest: users.isGuest, points: users.points }).from(users).where(eq(users.id, guestId)).for('update'))[0],

    /** Moves the guest's answers to the member; a question both have answered keeps the member's own (one answer per member and question). */
    moveAnswers: (guestId: number, memberId: number, tx: Db) =>
      tx.update(answers).set({ userId: memberId })
        .where(and(
          eq(answers.userId, guestId),
          sql`not exists (select 1 from ${answers} as own where own.user_id = ${memberId} and own.question_id = ${answers.questionId})`,
        ))
        .returning({ id: answers.id, questionId: answers.questionId }),

    /** Which of these questions are feed polls (not survey questions). */
    async pollsAmong(questionIds: number[], tx: Db): Promise<Set<number>> {
      if (questionIds.length === 0) return new Set();
      const polls = await tx.select({ id: questions.id }).from(questions).where(and(inArray(questions.id, questionIds), isNull(questions.questId)));
      return new Set(polls.map((poll) => poll.id));
    },

    /** Credits these answers that carried no credit yet (a guest's): how many. */
    async creditAnswers(answerIds: string[], points: number, tx: Db): Promise<number> {
      const credited = await tx.update(answers).set({ points }).where(and(inArray(answers.id, answerIds), eq(answers.points, 0))).returning({ id: answers.id });
      return credited.length;
    },
  };
}
export type GuestMergeRepository = ReturnType<typeof createGuestMergeRepository>;
