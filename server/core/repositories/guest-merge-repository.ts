import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answers, questParticipations, questions, users } from '../../db/schema/index';

/** The rows a guest's answers move with when the guest registers (guest-merge-service). */
export function createGuestMergeRepository() {
  return {
    /** Locks the guest's row for the merge: whether it is a guest, and its balance. */
    lockGuest: async (guestId: number, tx: Db) =>
      (await tx.select({ isGuest: users.isGuest, points: users.points }).from(users).where(eq(users.id, guestId)).for('update'))[0],

    /**
     * Moves the guest's answers to the member; a question both have answered keeps the member's own
     * (one answer per member and question), and so does every question of a survey the member has a
     * run of: that run keeps its own answers and rules, and the survey's points are never paid twice.
     * Call before `moveQuestRuns`, which gives the member runs of their own.
     */
    moveAnswers: (guestId: number, memberId: number, tx: Db) =>
      tx.update(answers).set({ userId: memberId })
        .where(and(
          eq(answers.userId, guestId),
          sql`not exists (select 1 from ${answers} as own where own.user_id = ${memberId} and own.question_id = ${answers.questionId})`,
          sql`not exists (
            select 1 from ${questions} as asked join ${questParticipations} as run on run.quest_id = asked.quest_id
            where asked.id = ${answers.questionId} and run.user_id = ${memberId})`,
        ))
        .returning({ id: answers.id, questionId: answers.questionId }),

    /**
     * Moves the guest's survey runs (started, finished, screened out: with their start time and
     * outcome) to the member, each where the member has no run of that survey; the others stay with
     * the guest, with their answers (`moveAnswers`). How many moved.
     */
    async moveQuestRuns(guestId: number, memberId: number, tx: Db): Promise<number> {
      const moved = await tx.update(questParticipations).set({ userId: memberId })
        .where(and(
          eq(questParticipations.userId, guestId),
          sql`not exists (select 1 from ${questParticipations} as own where own.user_id = ${memberId} and own.quest_id = ${questParticipations.questId})`,
        ))
        .returning({ id: questParticipations.id });
      return moved.length;
    },

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
