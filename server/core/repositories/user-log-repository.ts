import { sql } from 'drizzle-orm';
import { resultRows, type Db } from '../../db/client';
import { answers, questions, questParticipations, userLog } from '../../db/schema/index';
import type { UserLogEntry } from '@contract/schemas/entities';
import type { Clock } from '../../lib/clock';

/** 'YYYY-MM-DD HH:mm:ss' in UTC, the contract's actionDate.date form. */
export const logDate = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

/** An answer's entry in the member's activity: its action type. */
export const ANSWER_ACTION = 'answer';

/** An answer's entry's params, from the row `a` and its question `q`: a survey's question carries its questId, so My activity counts polls apart. */
const answerParams = sql`jsonb_build_object('questionId', a.question_id, 'points', a.points)
  || case when q.quest_id is null then '{}'::jsonb else jsonb_build_object('questId', q.quest_id) end`;

/** Answers to a quest's questions that the member was screened out of. */
const screenedOutAnswer = sql`exists (
  select 1 from ${questParticipations} as p
  where p.user_id = a.user_id and p.quest_id = q.quest_id and p.status = 'screenout')`;

/**
 * The member's activity since `from`: the log's rows and the answers (each answer is its own
 * entry). At one moment (one transaction) an answer comes before what it caused, as it was written
 * first: last when newest first. `withScreenedOutAnswers: false` leaves out the answers to surveys
 * the member was screened out of (the history hides those surveys; the export keeps every answer).
 */
export async function activityEntries(
  db: Db, userId: number, from: Date, order: 'newestFirst' | 'oldestFirst', options: { withScreenedOutAnswers: boolean },
): Promise<UserLogEntry[]> {
  const direction = sql.raw(order === 'newestFirst' ? 'desc' : 'asc');
  const screenedOutFilter = options.withScreenedOutAnswers ? sql`` : sql`and not ${screenedOutAnswer}`;
  const result = await db.execute(sql`
    select action_type, action_details, action_params, created_at from (
      select action_type, action_details, action_params, created_at, 1 as written_after, id, null::timestamptz as answered_at
      from ${userLog} where user_id = ${userId} and created_at >= ${from}
      union all
      select ${ANSWER_ACTION}::text, q.text, ${answerParams}, a.received_at, 0, 0, a.answered_at
      from ${answers} as a join ${questions} as q on q.id = a.question_id
      where a.user_id = ${userId} and a.received_at >= ${from} ${screenedOutFilter}
    ) as entries
    order by created_at ${direction}, written_after ${direction}, id ${direction}, answered_at ${direction}`);
  return resultRows<{ action_type: string; action_details: string; action_params: Record<string, unknown>; created_at: Date | string }>(result).map((row) => ({
    actionType: row.action_type,
    actionDetails: row.action_details,
    actionParams: row.action_params,
    actionDate: { date: logDate(new Date(row.created_at)) },
  }));
}

/** Every state change a member can see is written here (user/log/{days}), or is an answer row. */
export function createUserLogRepository(db: Db, clock: Clock) {
  return {
    async write(userId: number, actionType: string, actionDetails: string, actionParams: Record<string, unknown> = {}, tx: Db = db): Promise<void> {
      await tx.insert(userLog).values({ userId, actionType, actionDetails, actionParams });
    },

    /**
     * The member's entries of the last `days` days, newest first, for the history: without the
     * answers to surveys they were screened out of (the screen-out's own entry stays, as it
     * carries the consolation points the history's tiles count; the screen leaves it out).
     */
    since(userId: number, days: number, now = new Date(clock.now())): Promise<UserLogEntry[]> {
      return activityEntries(db, userId, new Date(now.getTime() - days * 86_400_000), 'newestFirst', { withScreenedOutAnswers: false });
    },
  };
}
export type UserLogRepository = ReturnType<typeof createUserLogRepository>;
/** Writing the log alone: what a service that records a change needs. */
export type UserLogWriter = Pick<UserLogRepository, 'write'>;
