import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answerCounts } from '../../db/schema/index';

/** The counter row of a group's answers of any choice (a counter's choiceValue otherwise). */
export { ANSWER_COUNT_ALL } from '../../db/schema/index';

/** The answer counters kept by triggers on `answers` (migration 0004). */
export function createAnswerCountsRepository(db: Db) {
  // Read again after every answer to a question an instance holds (a push burst: dozens a second),
  // so prepared once per connection rather than parsed and planned each time.
  const countersStatement = db
    .select({ ageGroup: answerCounts.ageGroup, sex: answerCounts.sex, choiceValue: answerCounts.choiceValue, count: sql<number>`sum(${answerCounts.count})::int` })
    .from(answerCounts)
    .where(eq(answerCounts.questionId, sql.placeholder('questionId')))
    .groupBy(answerCounts.ageGroup, answerCounts.sex, answerCounts.choiceValue)
    .prepare('answer_counts_of_question');

  return {
    /** A question's counters summed per age group, sex and choice: a bounded number of rows. */
    async countersOf(questionId: number) {
      const rows = await countersStatement.execute({ questionId });
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },
  };
}
export type AnswerCountsRepository = ReturnType<typeof createAnswerCountsRepository>;
