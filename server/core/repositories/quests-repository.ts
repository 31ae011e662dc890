import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answers, questParticipations, quests, questions } from '../../db/schema/index';

/** The kinds a quest can be. */
export { questTypes } from '../../db/schema/index';
import type { ActiveQuest } from '@contract/schemas/entities';
import type { Clock } from '../../lib/clock';

export type QuestRow = typeof quests.$inferSelect;
export type NewQuest = typeof quests.$inferInsert;
export type ParticipationRow = typeof questParticipations.$inferSelect;

/** The member's answers to a quest's questions that match the condition. */
async function countAnswered(tx: Db, condition: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(condition);
  return Number(row?.n ?? 0);
}

const questFields = {
  quest_id: quests.id,
  quest_type: quests.type,
  quest_title: quests.title,
  quest_description: quests.description,
  quest_points: quests.points,
  q_quest_id: quests.qQuestId,
  estimatedMinutes: quests.estimatedMinutes,
};

export function createQuestsRepository(db: Db, clock: Clock) {
  return {
    async create(quest: NewQuest, tx: Db = db): Promise<number> {
      const [row] = await tx.insert(quests).values(quest).returning({ id: quests.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    byId: async (id: number, tx: Db = db): Promise<QuestRow | undefined> => (await tx.select().from(quests).where(eq(quests.id, id)).limit(1))[0],

    isOpenNow: (quest: QuestRow, now = new Date(clock.now())) => quest.status === 'active' && quest.dateStart <= now && (quest.dateEnd === null || quest.dateEnd > now),

    /** Open quests of the member's audience (language, and segment when the quest has one) that the member has not finished. */
    async activeFor(userId: number, languageId: number, panelSegment: string | null, now = new Date(clock.now())): Promise<ActiveQuest[]> {
      // Opening a quest starts its run (its time counts from then), but it is in progress for the
      // member only once they answered one of its questions.
      const answeredOne = sql<boolean>`exists (select 1 from ${answers} inner join ${questions} on ${questions.id} = ${answers.questionId} where ${answers.userId} = ${userId} and ${questions.questId} = ${quests.id})`;
      const rows = await db
        .select({ ...questFields, participation: questParticipations.status, answeredOne })
        .from(quests)
        .leftJoin(questParticipations, and(eq(questParticipations.questId, quests.id), eq(questParticipations.userId, userId)))
        .where(
          and(
            eq(quests.status, 'active'),
            eq(quests.languageId, languageId),
            panelSegment === null ? isNull(quests.panelSegment) : or(isNull(quests.panelSegment), eq(quests.panelSegment, panelSegment)),
            lte(quests.dateStart, now),
            or(isNull(quests.dateEnd), gt(quests.dateEnd, now)),
            or(isNull(questParticipations.status), eq(questParticipations.status, 'started')),
          ),
        )
        .orderBy(asc(quests.id));
      return rows.map(({ participation, answeredOne: answered, ...quest }) => ({ ...quest, status: participation === 'started' && answered ? 'started' : 'new' }));
    },

    /** Quests the member finished, for the history; screen-outs are hidden. */
    async finishedFor(userId: number): Promise<ActiveQuest[]> {
      const rows = await db
        .select({ ...questFields, status: questParticipations.status })
        .from(questParticipations)
        .innerJoin(quests, eq(quests.id, questParticipations.questId))
        .where(and(eq(questParticipations.userId, userId), inArray(questParticipations.status, ['completed', 'speedster'])))
        .orderBy(asc(questParticipations.finishedAt));
      return rows.map((row) => ({ ...row, status: row.status as ActiveQuest['status'] }));
    },

    async participation(userId: number, questId: number, tx: Db = db): Promise<ParticipationRow | undefined> {
      return (await tx.select().from(questParticipations).where(and(eq(questParticipations.userId, userId), eq(questParticipations.questId, questId))).limit(1))[0];
    },

    /** Starts the member's run when they first open the quest (its time counts from then); later calls change nothing. */
    async start(userId: number, questId: number, tx: Db = db): Promise<void> {
      await tx.insert(questParticipations).values({ userId, questId, startedAt: new Date(clock.now()) }).onConflictDoNothing();
    },

    /** Starts (if needed) and locks the member's participation for the rest of the transaction. */
    async lockParticipation(userId: number, questId: number, tx: Db): Promise<ParticipationRow> {
      await tx.insert(questParticipations).values({ userId, questId, startedAt: new Date(clock.now()) }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(questParticipations)
        .where(and(eq(questParticipations.userId, userId), eq(questParticipations.questId, questId)))
        .for('update');
      if (!row) throw new Error('participation vanished');
      return row;
    },

    async finish(id: number, status: ParticipationRow['status'], pointsAwarded: number, tx: Db): Promise<void> {
      await tx.update(questParticipations).set({ status, pointsAwarded, finishedAt: new Date(clock.now()) }).where(eq(questParticipations.id, id));
    },

    async questionCount(questId: number, tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(questions).where(eq(questions.questId, questId));
      return Number(row?.n ?? 0);
    },

    async answeredCount(userId: number, questId: number, tx: Db = db): Promise<number> {
      return countAnswered(tx, and(eq(answers.userId, userId), eq(questions.questId, questId)));
    },

    /**
     * How many of the quest's questions placed before the given one, in the runner's order (position,
     * then id), the member has answered: answers sent out of that order do not count as before it.
     */
    async answeredBefore(userId: number, questId: number, questionId: number, tx: Db = db): Promise<number> {
      const placeOf = sql`(select q.position, q.id from ${questions} q where q.id = ${questionId})`;
      return countAnswered(tx, and(eq(answers.userId, userId), eq(questions.questId, questId), sql`(${questions.position}, ${questions.id}) < ${placeOf}`));
    },

    /** Durations (ms) of the quest's genuine completions, for the speedster median. */
    async completionDurations(questId: number, tx: Db = db): Promise<number[]> {
      const rows = await tx
        .select({ ms: sql<number>`(extract(epoch from (${questParticipations.finishedAt} - ${questParticipations.startedAt})) * 1000)::float8` })
        .from(questParticipations)
        .where(and(eq(questParticipations.questId, questId), eq(questParticipations.status, 'completed')));
      return rows.map((row) => Number(row.ms));
    },
  };
}
export type QuestsRepository = ReturnType<typeof createQuestsRepository>;
