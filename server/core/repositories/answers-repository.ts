import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answers, questions } from '../../db/schema/index';

/** Members' answers one at a time (feed polls written in batches: poll-answers-repository). */
export function createAnswersRepository(db: Db) {
  return {
    byId: async (answerId: string) => (await db.select().from(answers).where(eq(answers.id, answerId)).limit(1))[0],

    /** Whether the member already gave the answer of this id. */
    async isOwn(answerId: string, userId: number): Promise<boolean> {
      return (await db.select({ id: answers.id }).from(answers).where(and(eq(answers.id, answerId), eq(answers.userId, userId))).limit(1)).length > 0;
    },

    /** Inserts an answer; false when one of its id exists already. */
    async insert(answer: { id: string; userId: number; questionId: number; choiceValues: number[]; answeredAt: Date; points: number }, tx: Db = db): Promise<boolean> {
      const inserted = await tx.insert(answers).values(answer).onConflictDoNothing().returning({ id: answers.id });
      return inserted.length > 0;
    },

    /** The member's answers in a quest, in its questions' order. */
    inQuest(userId: number, questId: number): Promise<{ questionId: number; choiceValues: number[] }[]> {
      return db
        .select({ questionId: answers.questionId, choiceValues: answers.choiceValues })
        .from(answers)
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .where(and(eq(answers.userId, userId), eq(questions.questId, questId)))
        .orderBy(asc(questions.position));
    },

    /** The member's selected choice values for a question (empty when unanswered). */
    async selected(userId: number, questionId: number): Promise<number[]> {
      const [row] = await db.select({ values: answers.choiceValues }).from(answers).where(and(eq(answers.userId, userId), eq(answers.questionId, questionId))).limit(1);
      return row?.values ?? [];
    },
  };
}
export type AnswersRepository = ReturnType<typeof createAnswersRepository>;
