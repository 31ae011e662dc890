import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface PollAnswerRow {
  answerId: string;
  userId: number;
  questionId: number;
  questionText: string;
  choiceValues: number[];
  answeredAt: Date;
  /** Points the answer earns (0 for a guest). */
  credit: number;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Feed-poll answers written many at once: one statement inserts the answers, their ledger credits
 * (one row per credited answer, keyed by the answer), the balances and the log entries. Run it in a
 * transaction that first locked the credited members (`lockMembers`), in id order.
 */
export function createPollAnswersRepository() {
  return {
    /** Locks the members' balance rows in id order (no two batches wait on each other crosswise); their recommenders. */
    async lockMembers(userIds: number[], tx: Db): Promise<{ id: number; recommendedBy: number | null }[]> {
      if (userIds.length === 0) return [];
      const ids = [...new Set(userIds)].sort((a, b) => a - b);
      return rowsOf<{ id: number; recommended_by: number | null }>(
        await tx.execute(sql`select id, recommended_by from users where id = any(${sql.param(ids)}::int[]) order by id for update`),
      ).map((row) => ({ id: Number(row.id), recommendedBy: row.recommended_by === null ? null : Number(row.recommended_by) }));
    },

    /** Inserts what is new (an answer id or a member's question seen before is left out); the ids written. */
    async insert(rows: PollAnswerRow[], tx: Db): Promise<Set<string>> {
      if (rows.length === 0) return new Set();
      const column = <T>(pick: (row: PollAnswerRow) => T) => sql.param(rows.map(pick));
      const result = await tx.execute(sql`
        with input as (
          select * from unnest(
            ${column((row) => row.answerId)}::uuid[], ${column((row) => row.userId)}::int[], ${column((row) => row.questionId)}::int[],
            ${column((row) => `{${row.choiceValues.join(',')}}`)}::text[], ${column((row) => row.answeredAt.toISOString())}::timestamptz[],
            ${column((row) => row.credit)}::int[], ${column((row) => row.questionText)}::text[]
          ) as t(id, user_id, question_id, choice_values, answered_at, credit, question_text)
        ), inserted as (
          insert into answers (id, user_id, question_id, choice_values, answered_at)
          select id, user_id, question_id, choice_values::smallint[], answered_at from input
          on conflict do nothing
          returning id
        ), written as (
          select input.* from input join inserted using (id)
        ), credited as (
          insert into points_ledger (user_id, delta, reason, reference, idempotency_key)
          select user_id, credit, 'answer', 'question:' || question_id, 'answer:' || id from written where credit > 0
          returning user_id, delta
        ), balances as (
          update users set points = users.points + totals.delta
          from (select user_id, sum(delta)::int as delta from credited group by user_id) as totals
          where users.id = totals.user_id
          returning users.id
        ), logged as (
          -- Data-modifying parts run to completion whether or not the final select reads them.
          insert into user_log (user_id, action_type, action_details, action_params)
          select user_id, 'answer', question_text, jsonb_build_object('questionId', question_id, 'points', credit) from written
          returning id
        )
        select id::text as id from inserted`);
      return new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
    },
  };
}
export type PollAnswersRepository = ReturnType<typeof createPollAnswersRepository>;
