import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityEntries } from './user-log-repository';
import {
  answers, conversions, deviceTokens, pointsLedger, privacyAcceptances, proposedQuestions, questions, questParticipations, tickets,
} from '../../db/schema/index';

/** Every row that holds some of a member's data, for their export. */
export function createDataExportRepository(db: Db) {
  return {
    /** The tables are read in one repeatable-read transaction, so the parts agree with each other. */
    memberRows(userId: number) {
      return db.transaction(async (tx) => {
        const [answerRows, ledgerRows, ticketRows, conversionRows, proposalRows, surveyRows, deviceRows, privacyRows, logEntries] = await Promise.all([
          tx.select({ answer: answers, questionText: questions.text, questId: questions.questId }).from(answers)
            .innerJoin(questions, eq(questions.id, answers.questionId)).where(eq(answers.userId, userId)).orderBy(asc(answers.answeredAt), asc(answers.id)),
          tx.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id)),
          tx.select().from(tickets).where(eq(tickets.userId, userId)).orderBy(asc(tickets.id)),
          tx.select().from(conversions).where(eq(conversions.userId, userId)).orderBy(asc(conversions.id)),
          tx.select().from(proposedQuestions).where(eq(proposedQuestions.userId, userId)).orderBy(asc(proposedQuestions.id)),
          tx.select().from(questParticipations).where(eq(questParticipations.userId, userId)).orderBy(asc(questParticipations.id)),
          tx.select().from(deviceTokens).where(eq(deviceTokens.userId, userId)).orderBy(asc(deviceTokens.id)),
          tx.select().from(privacyAcceptances).where(eq(privacyAcceptances.userId, userId)).orderBy(asc(privacyAcceptances.acceptedAt)),
          // The whole activity, oldest first, every answer included (screened-out surveys' too: they are the member's data).
          activityEntries(tx, userId, new Date(0), 'oldestFirst', { withScreenedOutAnswers: true }),
        ]);
        return { answerRows, ledgerRows, ticketRows, conversionRows, proposalRows, surveyRows, deviceRows, privacyRows, logEntries };
      }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
    },
  };
}
export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
