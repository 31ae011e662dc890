import { asc, eq } from 'drizzle-orm';
import type { UserDataExport } from '@contract/schemas/data-export';
import type { UserDetails } from '@contract/schemas/entities';
import type { Db } from '../../db/client';
import {
  answers, conversions, deviceTokens, pointsLedger, privacyAcceptances, proposedQuestions, questions, questParticipations, tickets, userLog,
} from '../../db/schema/index';
import { logDate } from '../repositories/user-log-repository';

const iso = (date: Date): string => date.toISOString();

/** The member's own data, every table that holds some of it, in one answer (GET user/{id}/export). */
export function createDataExportService(deps: { db: Db; details(userId: number): Promise<UserDetails> }) {
  const { db } = deps;

  return {
    /** The tables are read in one repeatable-read transaction, so the parts agree with each other. */
    async of(userId: number, now = new Date()): Promise<UserDataExport> {
      const profile = await deps.details(userId);
      return db.transaction(async (tx) => {
        const [answerRows, ledgerRows, ticketRows, conversionRows, proposalRows, surveyRows, deviceRows, privacyRows, logRows] = await Promise.all([
          tx.select({ answer: answers, questionText: questions.text, questId: questions.questId }).from(answers)
            .innerJoin(questions, eq(questions.id, answers.questionId)).where(eq(answers.userId, userId)).orderBy(asc(answers.answeredAt), asc(answers.id)),
          tx.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id)),
          tx.select().from(tickets).where(eq(tickets.userId, userId)).orderBy(asc(tickets.id)),
          tx.select().from(conversions).where(eq(conversions.userId, userId)).orderBy(asc(conversions.id)),
          tx.select().from(proposedQuestions).where(eq(proposedQuestions.userId, userId)).orderBy(asc(proposedQuestions.id)),
          tx.select().from(questParticipations).where(eq(questParticipations.userId, userId)).orderBy(asc(questParticipations.id)),
          tx.select().from(deviceTokens).where(eq(deviceTokens.userId, userId)).orderBy(asc(deviceTokens.id)),
          tx.select().from(privacyAcceptances).where(eq(privacyAcceptances.userId, userId)).orderBy(asc(privacyAcceptances.acceptedAt)),
          tx.select().from(userLog).where(eq(userLog.userId, userId)).orderBy(asc(userLog.createdAt), asc(userLog.id)),
        ]);
        return {
          exportedAt: iso(now),
          profile,
          answers: answerRows.map(({ answer, questionText, questId }) => ({
            answerId: answer.id, questionId: answer.questionId, questionText, questId, choiceValues: answer.choiceValues, answeredAt: iso(answer.answeredAt),
          })),
          pointsLedger: ledgerRows.map((row) => ({ delta: row.delta, reason: row.reason, reference: row.reference, createdAt: iso(row.createdAt) })),
          tickets: ticketRows.map((row) => ({ month: row.month, count: row.count, conversionId: row.conversionId, createdAt: iso(row.createdAt) })),
          conversions: conversionRows.map((row) => ({
            conversionId: row.id, kind: row.kind, pointsSpent: row.pointsSpent, tickets: row.tickets, prizeId: row.prizeId, createdAt: iso(row.createdAt),
          })),
          proposals: proposalRows.map((row) => ({
            proposalId: row.id, questionId: row.questionId, text: row.text, status: row.status, choices: row.choices, createdAt: iso(row.createdAt),
          })),
          surveys: surveyRows.map((row) => ({
            questId: row.questId, status: row.status, startedAt: iso(row.startedAt), finishedAt: row.finishedAt ? iso(row.finishedAt) : null, pointsAwarded: row.pointsAwarded,
          })),
          devices: deviceRows.map((row) => ({ token: row.token, createdAt: iso(row.createdAt), lastSeenAt: iso(row.lastSeenAt) })),
          privacyAcceptances: privacyRows.map((row) => ({ policyVersion: row.policyVersion, acceptedAt: iso(row.acceptedAt) })),
          log: logRows.map((row) => ({ actionType: row.actionType, actionDetails: row.actionDetails, actionParams: row.actionParams, actionDate: { date: logDate(row.createdAt) } })),
        };
      }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
    },
  };
}
export type DataExportService = ReturnType<typeof createDataExportService>;
