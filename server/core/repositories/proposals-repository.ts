import { and, asc, count, desc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answers, proposedQuestions, users } from '../../db/schema/index';
import type { ProposedQuestion } from '@contract/schemas/entities';

/** The contract's questionIsAccepted: 0 stand-by, 1 accepted, 2 rejected. */
export const PROPOSAL_STATUS = { pending: 0, accepted: 1, rejected: 2 } as const;
export type ProposalStatus = (typeof PROPOSAL_STATUS)[keyof typeof PROPOSAL_STATUS];

export type NewProposal = Pick<typeof proposedQuestions.$inferInsert, 'userId' | 'text' | 'choiceTypeId' | 'questionType' | 'choices'>;
export type ProposalRow = typeof proposedQuestions.$inferSelect;

export interface ProposalListItem {
  id: number;
  userId: number;
  email: string;
  text: string;
  status: number;
  questionId: number | null;
  createdAt: Date;
}

/** Members' proposed questions and their moderation (operator CLI). */
export function createProposalsRepository(db: Db) {
  return {
    async insert(proposal: NewProposal, tx: Db = db): Promise<ProposalRow> {
      const [row] = await tx.insert(proposedQuestions).values(proposal).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    byId: async (id: number, tx: Db = db): Promise<ProposalRow | undefined> =>
      (await tx.select().from(proposedQuestions).where(eq(proposedQuestions.id, id)).limit(1))[0],

    /** The name of the member whose accepted proposal became this question; undefined for any other question or a deleted account. */
    async publishedProposerOf(questionId: number): Promise<{ surname: string; lastname: string } | undefined> {
      const [row] = await db
        .select({ surname: users.surname, lastname: users.lastname })
        .from(proposedQuestions)
        .innerJoin(users, eq(users.id, proposedQuestions.userId))
        .where(and(eq(proposedQuestions.questionId, questionId), eq(proposedQuestions.status, PROPOSAL_STATUS.accepted), ne(users.status, 'deleted')))
        .limit(1);
      return row;
    },

    /** The member's proposals made since `since`, with their questions: a repeat of one is found among them. */
    sinceOf: async (userId: number, since: Date, tx: Db = db): Promise<Pick<ProposalRow, 'text' | 'choiceTypeId' | 'choices' | 'questionId'>[]> =>
      tx.select({ text: proposedQuestions.text, choiceTypeId: proposedQuestions.choiceTypeId, choices: proposedQuestions.choices, questionId: proposedQuestions.questionId })
        .from(proposedQuestions)
        .where(and(eq(proposedQuestions.userId, userId), gte(proposedQuestions.createdAt, since))),

    /** How many proposals the member made since `since` (the daily cap). */
    async countSince(userId: number, since: Date, tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(proposedQuestions).where(and(eq(proposedQuestions.userId, userId), gte(proposedQuestions.createdAt, since)));
      return row?.n ?? 0;
    },

    /** The member's proposals, newest first, with the answers their published question received. */
    async ofMember(userId: number): Promise<ProposedQuestion[]> {
      const rows = await db
        .select({
          id: proposedQuestions.id,
          questionId: proposedQuestions.questionId,
          text: proposedQuestions.text,
          status: proposedQuestions.status,
          createdAt: proposedQuestions.createdAt,
          answersCount: sql<number>`count(${answers.id})::int`,
        })
        .from(proposedQuestions)
        .leftJoin(answers, eq(answers.questionId, proposedQuestions.questionId))
        // Every proposal has its question from the start (the proposals service makes them together).
        .where(and(eq(proposedQuestions.userId, userId), isNotNull(proposedQuestions.questionId)))
        .groupBy(proposedQuestions.id)
        .orderBy(desc(proposedQuestions.createdAt), desc(proposedQuestions.id));
      return rows.map((row) => ({
        proposalId: row.id,
        questionId: row.questionId!,
        questionText: row.text,
        questionDatetime: row.createdAt.toISOString(),
        answersCount: Number(row.answersCount ?? 0),
        questionIsAccepted: row.status,
      }));
    },

    /** Every proposal, or those of one status, oldest first (the operator's queue). */
    async list(status?: ProposalStatus): Promise<ProposalListItem[]> {
      return db
        .select({
          id: proposedQuestions.id, userId: proposedQuestions.userId, email: users.email, text: proposedQuestions.text,
          status: proposedQuestions.status, questionId: proposedQuestions.questionId, createdAt: proposedQuestions.createdAt,
        })
        .from(proposedQuestions)
        .innerJoin(users, eq(users.id, proposedQuestions.userId))
        .where(status === undefined ? undefined : eq(proposedQuestions.status, status))
        .orderBy(asc(proposedQuestions.createdAt), asc(proposedQuestions.id));
    },

    /** Moves a stand-by proposal to `status`; undefined when it is not stand-by (any more). */
    async decide(id: number, status: Exclude<ProposalStatus, 0>, tx: Db = db): Promise<ProposalRow | undefined> {
      const [row] = await tx
        .update(proposedQuestions)
        .set({ status })
        .where(and(eq(proposedQuestions.id, id), eq(proposedQuestions.status, PROPOSAL_STATUS.pending)))
        .returning();
      return row;
    },

    async linkQuestion(id: number, questionId: number, tx: Db = db): Promise<void> {
      await tx.update(proposedQuestions).set({ questionId }).where(eq(proposedQuestions.id, id));
    },
  };
}
export type ProposalsRepository = ReturnType<typeof createProposalsRepository>;
