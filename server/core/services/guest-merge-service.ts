import type { SiteConfig } from '@contract/schemas/site-config';
import type { Db } from '../../db/client';
import type { GuestMergeRepository } from '../repositories/guest-merge-repository';
import type { PointsRepository } from '../repositories/points-repository';
import type { UserLogRepository } from '../repositories/user-log-repository';
import type { BonusService } from './bonus-service';

export interface GuestMergeOutcome {
  answers: number;
  /** Survey runs moved with their answers. */
  questRuns: number;
  /** Points credited to the moved poll answers (each answer its own credit and activity line). */
  answerPoints: number;
  /** Points the guest held, moved through the ledger. */
  points: number;
}

/**
 * A guest who registers on the same device keeps what they earned as a guest: when the new
 * account is activated, the guest's answers and survey runs move to it, each poll answer credited as
 * if the member had given it (same idempotency key as answering, so never twice), and any points the
 * guest held move through a debit and a credit in the ledger. All of it in the activation's transaction.
 */
export function createGuestMergeService(deps: {
  siteConfig: SiteConfig; points: PointsRepository; userLog: UserLogRepository; bonus: Pick<BonusService, 'afterAnswer'>; rows: GuestMergeRepository;
}) {
  const { siteConfig, points, rows } = deps;

  return {
    async merge(guestId: number, memberId: number, tx: Db): Promise<GuestMergeOutcome> {
      const guest = await rows.lockGuest(guestId, tx);
      if (!guest?.isGuest || guestId === memberId) return { answers: 0, questRuns: 0, answerPoints: 0, points: 0 };
      // Answers first: a survey the member already had a run of keeps its answers with the guest.
      const moved = await rows.moveAnswers(guestId, memberId, tx);
      const questRuns = await rows.moveQuestRuns(guestId, memberId, tx);
      const movedQuestions = moved.map((answer) => answer.questionId);
      const pollIds = await rows.pollsAmong(movedQuestions, tx);
      let answerPoints = 0;
      const pollAnswers = moved.filter((answer) => pollIds.has(answer.questionId)).map((answer) => answer.id);
      if (pollAnswers.length > 0 && siteConfig.points.perPollAnswer > 0) {
        // Each answer is its own credit's ledger entry: a guest's carried none, so it is credited once.
        const newlyCredited = await rows.creditAnswers(pollAnswers, siteConfig.points.perPollAnswer, tx);
        answerPoints = newlyCredited * siteConfig.points.perPollAnswer;
        if (newlyCredited > 0) await points.addToBalance(memberId, answerPoints, tx);
      }
      let transferred = 0;
      if (guest.points > 0) {
        const transfer = `guest-merge:${guestId}:${memberId}`;
        await points.apply({ userId: guestId, delta: -guest.points, reason: 'guest_merge', reference: `user:${memberId}`, idempotencyKey: `${transfer}:out` }, tx);
        const outcome = await points.apply({ userId: memberId, delta: guest.points, reason: 'guest_merge', reference: `user:${guestId}`, idempotencyKey: `${transfer}:in` }, tx);
        if (outcome.applied) transferred = guest.points;
      }
      if (moved.length > 0 || transferred > 0) {
        // The moved answers are activity lines of their own, with their points: this line's `points`
        // are only what no other line of the member shows, so My activity adds each point once.
        await deps.userLog.write(memberId, 'guest_merge', 'Answers kept from your visit as a guest', { answers: moved.length, points: transferred, answerPoints }, tx);
        await deps.bonus.afterAnswer(memberId, tx);
      }
      return { answers: moved.length, questRuns, answerPoints, points: transferred };
    },
  };
}
export type GuestMergeService = ReturnType<typeof createGuestMergeService>;
