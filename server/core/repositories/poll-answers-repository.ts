import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { resultRows, type Db } from '../../db/client';

export interface PollAnswerRow {
  answerId: string;
  userId: number;
  questionId: number;
  choiceValues: number[];
  answeredAt: Date;
  /** Points the answer earns (0 for a guest). */
  credit: number;
}

/** What a batch wrote: the answer ids, and the credited members who have a recommender (their referral bonus is due a check). */
export interface PollAnswersWritten {
  ids: Set<string>;
  recommendedMembers: number[];
}

/** The batch statement's values, by placeholder. */
const placeholders = {
  creditedIds: sql.placeholder('creditedIds'), answerIds: sql.placeholder('answerIds'), userIds: sql.placeholder('userIds'),
  questionIds: sql.placeholder('questionIds'), choiceValues: sql.placeholder('choiceValues'), answeredAt: sql.placeholder('answeredAt'),
  credits: sql.placeholder('credits'),
};

/**
 * One statement, its own transaction: the credited members' balance rows locked in id order (no two
 * batches wait on each other crosswise), the answers (each its own credit's ledger entry and its own
 * activity line) and the balances. Its rows are the ids written, then the credited members with a
 * recommender (a row apiece, with `recommended_member` set).
 */
const writeBatch = sql`
  with locked as (
    select id, recommended_by from users where id = any(${placeholders.creditedIds}::int[]) order by id for update
  ), input as (
    select * from unnest(
      ${placeholders.answerIds}::uuid[], ${placeholders.userIds}::int[], ${placeholders.questionIds}::int[],
      ${placeholders.choiceValues}::text[], ${placeholders.answeredAt}::timestamptz[], ${placeholders.credits}::int[]
    ) as t(id, user_id, question_id, choice_values, answered_at, credit)
  ), inserted as (
    -- The locks are taken first: the insert waits for the locked members' list.
    insert into answers (id, user_id, question_id, choice_values, answered_at, points)
    select id, user_id, question_id, choice_values::smallint[], answered_at, credit from input
    where (select count(*) from locked) >= 0
    on conflict do nothing
    returning id, user_id, points
  ), balances as (
    -- Data-modifying parts run to completion whether or not the final select reads them.
    update users set points = users.points + totals.delta
    from (select user_id, sum(points)::int as delta from inserted where points > 0 group by user_id) as totals
    where users.id = totals.user_id
    returning users.id
  )
  select id::text as id, null::int as recommended_member from inserted
  union all
  select distinct locked.id::text, locked.id from locked join inserted on inserted.user_id = locked.id
  where locked.recommended_by is not null and inserted.points > 0`;

/**
 * Feed-poll answers written many at once, by one prepared (named) statement: one round trip, and
 * PostgreSQL plans it once per connection instead of once per batch.
 */
export function createPollAnswersRepository(db: Db) {
  const statement = db._.session.prepareQuery(new PgDialect().sqlToQuery(writeBatch), undefined, 'answers_write_batch', false);
  return {
    /** Writes what is new (an answer id or a member's question seen before is left out). */
    async write(rows: PollAnswerRow[]): Promise<PollAnswersWritten> {
      if (rows.length === 0) return { ids: new Set(), recommendedMembers: [] };
      const column = <T>(pick: (row: PollAnswerRow) => T) => rows.map(pick);
      const result = await statement.execute({
        creditedIds: [...new Set(rows.filter((row) => row.credit > 0).map((row) => row.userId))].sort((a, b) => a - b),
        answerIds: column((row) => row.answerId),
        userIds: column((row) => row.userId),
        questionIds: column((row) => row.questionId),
        choiceValues: column((row) => `{${row.choiceValues.join(',')}}`),
        answeredAt: column((row) => row.answeredAt.toISOString()),
        credits: column((row) => row.credit),
      });
      const ids = new Set<string>();
      const recommendedMembers: number[] = [];
      for (const row of resultRows<{ id: string; recommended_member: number | null }>(result)) {
        if (row.recommended_member === null) ids.add(row.id);
        else recommendedMembers.push(Number(row.recommended_member));
      }
      return { ids, recommendedMembers };
    },
  };
}
export type PollAnswersRepository = ReturnType<typeof createPollAnswersRepository>;
