import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SiteConfig } from '@contract/schemas/site-config';
import type { Db } from '../../db/client';
import { answers, questions, userLog, users } from '../../db/schema/index';
import type { PointsRepository } from '../repositories/points-repository';
import type { UserLogRepository } from '../repositories/user-log-repository';
import type { BonusService } from './bonus-service';

export interface GuestMergeOutcome {
  answers: number;
  points: number;
}

/**
 * A guest who registers on the same device keeps what they earned as a guest (spec 5): when the new
 * account is activated, the guest's answers move to it, each poll answer credited as if the member
 * had given it (same idempotency key as answering, so never twice), and any points the guest held
 * move through a debit and a credit in the ledger. All of it in the activation's transaction.
 */
export function createGuestMergeService(deps: {
  siteConfig: SiteConfig; points: PointsRepository; userLog: UserLogRepository; bonus: Pick<BonusService, 'afterAnswer'>;
}) {
  const { siteConfig, points } = deps;

  return {
    async merge(guestId: number, memberId: number, tx: Db): Promise<GuestMergeOutcome> {
      const [guest] = await tx.select({ isGuest: users.isGuest, points: users.points }).from(users).where(eq(users.id, guestId)).for('update');
      if (!guest?.isGuest || guestId === memberId) return { answers: 0, points: 0 };
      // One answer per member and question: a question both have answered keeps the member's own.
      const moved = await tx.update(answers).set({ userId: memberId })
        .where(and(
          eq(answers.userId, guestId),
          sql`not exists (select 1 from ${answers} as own where own.user_id = ${memberId} and own.question_id = ${answers.questionId})`,
        ))
        .returning({ id: answers.id, questionId: answers.questionId });
      const movedQuestions = moved.map((answer) => answer.questionId);
      const polls = movedQuestions.length === 0 ? [] : await tx.select({ id: questions.id }).from(questions)
        .where(and(inArray(questions.id, movedQuestions), isNull(questions.questId)));
      const pollIds = new Set(polls.map((poll) => poll.id));
      let credited = 0;
      for (const answer of moved) {
        if (!pollIds.has(answer.questionId) || siteConfig.points.perPollAnswer <= 0) continue;
        const outcome = await points.apply({
          userId: memberId, delta: siteConfig.points.perPollAnswer, reason: 'answer', reference: `question:${answer.questionId}`, idempotencyKey: `answer:${answer.id}`,
        }, tx);
        if (outcome.applied) credited += siteConfig.points.perPollAnswer;
      }
      if (guest.points > 0) {
        const transfer = `guest-merge:${guestId}:${memberId}`;
        await points.apply({ userId: guestId, delta: -guest.points, reason: 'guest_merge', reference: `user:${memberId}`, idempotencyKey: `${transfer}:out` }, tx);
        const outcome = await points.apply({ userId: memberId, delta: guest.points, reason: 'guest_merge', reference: `user:${guestId}`, idempotencyKey: `${transfer}:in` }, tx);
        if (outcome.applied) credited += guest.points;
      }
      if (movedQuestions.length > 0) {
        // The answers' own entries follow them into the member's activity.
        await tx.update(userLog).set({ userId: memberId }).where(and(
          eq(userLog.userId, guestId), eq(userLog.actionType, 'answer'), inArray(sql`(${userLog.actionParams}->>'questionId')::int`, movedQuestions),
        ));
      }
      if (moved.length > 0 || credited > 0) {
        await deps.userLog.write(memberId, 'guest_merge', 'Answers kept from your visit as a guest', { answers: moved.length, points: credited }, tx);
        await deps.bonus.afterAnswer(memberId, tx);
      }
      return { answers: moved.length, points: credited };
    },
  };
}
export type GuestMergeService = ReturnType<typeof createGuestMergeService>;
