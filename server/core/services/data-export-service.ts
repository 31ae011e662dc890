import type { UserDataExport } from '@contract/schemas/data-export';
import type { UserDetails } from '@contract/schemas/entities';
import type { DataExportRepository } from '../repositories/data-export-repository';
import type { Clock } from '../../lib/clock';

const iso = (date: Date): string => date.toISOString();

/**
 * Answers (each its own ledger entry) merged with the ledger's rows, oldest first; at the same
 * moment (one transaction) the answer first, as it was written first. The rows come in their own
 * (written) order.
 */
export function inTimeOrder<E>(answers: { at: Date; entry: E }[], rowEntries: { at: Date; entry: E }[]): E[] {
  const answerEntries = [...answers].sort((a, b) => a.at.getTime() - b.at.getTime());
  const merged: E[] = [];
  let answer = 0;
  let row = 0;
  while (answer < answerEntries.length || row < rowEntries.length) {
    const takeAnswer = row >= rowEntries.length || (answer < answerEntries.length && answerEntries[answer]!.at.getTime() <= rowEntries[row]!.at.getTime());
    merged.push(takeAnswer ? answerEntries[answer++]!.entry : rowEntries[row++]!.entry);
  }
  return merged;
}

/** The member's own data, every table that holds some of it, in one answer (GET user/{id}/export). */
export function createDataExportService(deps: {
  clock: Clock; rows: DataExportRepository; details(userId: number): Promise<UserDetails>;
  photo(userId: number): Promise<{ contentType: string; data: Buffer; updatedAt: Date } | undefined>;
}) {
  const { rows } = deps;

  return {
    async of(userId: number, now = new Date(deps.clock.now())): Promise<UserDataExport> {
      const [profile, photo] = await Promise.all([deps.details(userId), deps.photo(userId)]);
      const { answerRows, ledgerRows, ticketRows, conversionRows, proposalRows, surveyRows, deviceRows, privacyRows, logEntries } = await rows.memberRows(userId);
      return {
        exportedAt: iso(now),
        profile,
        answers: answerRows.map(({ answer, questionText, questId }) => ({
          answerId: answer.id, questionId: answer.questionId, questionText, questId, choiceValues: answer.choiceValues, answeredAt: iso(answer.answeredAt),
        })),
        pointsLedger: inTimeOrder(
          answerRows.filter(({ answer }) => answer.points !== 0).map(({ answer }) => ({ at: answer.receivedAt, entry: { delta: answer.points, reason: 'answer', reference: `question:${answer.questionId}`, createdAt: iso(answer.receivedAt) } })),
          ledgerRows.map((row) => ({ at: row.createdAt, entry: { delta: row.delta, reason: row.reason, reference: row.reference, createdAt: iso(row.createdAt) } })),
        ),
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
        log: logEntries,
        photo: photo ? { contentType: photo.contentType, base64: photo.data.toString('base64'), updatedAt: iso(photo.updatedAt) } : null,
      };
    },
  };
}
export type DataExportService = ReturnType<typeof createDataExportService>;
