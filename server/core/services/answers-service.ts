import type { SiteConfig } from '@contract/schemas/site-config';
import type { Db } from '../../db/client';
import { AppError, badInput, forbidden, notFound } from '../../lib/app-error';
import type { SessionUser } from '../repositories/sessions-repository';
import type { PointsRepository } from '../repositories/points-repository';
import type { BonusService } from './bonus-service';
import type { QuestionsRepository } from '../repositories/questions-repository';
import { answerTime, checkChoiceValues, sameChoices } from './answer-rules';
import { questFinished, type QuestOutcome, type QuestOutcomeService } from './quest-outcome-service';
import { createWriteBatcher } from '../../lib/write-batcher';
import { pollAnswerAccess } from '../cache/feed-rules';
import type { MemberCache } from '../cache/member-cache';
import type { CatalogueEntry, PollCatalogue } from '../cache/poll-catalogue';
import type { PollAnswerRow, PollAnswersRepository } from '../repositories/poll-answers-repository';
import type { AnswersRepository } from '../repositories/answers-repository';
import type { QuestionAccess } from './question-access-rules';
import type { QuestionAccessService } from './question-access-service';
import type { Clock } from '../../lib/clock';

export interface AnswerInput {
  answerId: string;
  questionId: number;
  choiceValues: number[];
  answeredAt?: string;
}

/** What answering a question the access rule refused answers. */
function answerRefusal(access: QuestionAccess): AppError | undefined {
  switch (access) {
    case 'ok': return undefined;
    case 'notFound': return notFound('No such question.');
    case 'notOpen': return AppError.of(409, 'questionClosed', 'This question is closed.');
    // Not there yet, as its card says: answering it says nothing more of it.
    case 'notStarted': return notFound('This question is not open.');
    case 'finished': return questFinished();
    case 'notForMember': return forbidden('This survey is not open to you.');
    case 'guestNotAllowed': return AppError.of(403, 'guestNotAllowed', 'Please register or sign in to answer this question.');
  }
}

export interface AnswerOutcome {
  answerId: string;
  pointsCredited: number;
  duplicate: boolean;
  questStatus?: QuestOutcome['questStatus'];
  questPointsCredited?: number;
}

/** A feed-poll answer waiting for its batch. */
interface PendingPollAnswer {
  session: SessionUser;
  input: AnswerInput;
  poll: CatalogueEntry;
}

/** A batch left this answer out: its id or its (member, question) was there before. */
const NOT_WRITTEN = 'notWritten';

/** Answers in one batch at most (also keeps the triggers' notification within its size). */
const MAX_BATCH = 200;

/**
 * Saving an answer: unique per (member, question), idempotent by the client-made UUID, and its
 * points credited in the same transaction, exactly once. Answers to open feed
 * polls are written in batches (those arriving together share one transaction); answers to quest
 * questions, and anything the batch path cannot decide alone, take the one-by-one path.
 */
export function createAnswersService(deps: {
  clock: Clock;
  db: Db; siteConfig: SiteConfig; questions: QuestionsRepository; questOutcome: QuestOutcomeService; points: PointsRepository;
  bonus: Pick<BonusService, 'afterAnswer'>; catalogue: PollCatalogue; members: MemberCache; answers: AnswersRepository; pollAnswers: PollAnswersRepository; log: { warn(object: object, message: string): void };
  access: Pick<QuestionAccessService, 'decide'>;
}) {
  const { db, questions, questOutcome, points, catalogue, members, answers, pollAnswers } = deps;

  async function existingOutcome(session: SessionUser, input: AnswerInput): Promise<AnswerOutcome> {
    const existing = await answers.byId(input.answerId);
    if (existing && existing.userId === session.userId && existing.questionId === input.questionId && sameChoices(existing.choiceValues, input.choiceValues)) {
      // The repeat of a committed answer whose reply was lost: the member is told its original credit again.
      return { answerId: input.answerId, pointsCredited: existing.points, duplicate: true };
    }
    // The id names another answer (other choices, another question's, or another member's): not a repeat of this one.
    if (existing) throw AppError.of(409, 'conflict', 'This answer id is already used by another answer.');
    throw AppError.of(409, 'alreadyAnswered', 'You have already answered this question.');
  }

  async function saveOne(session: SessionUser, input: AnswerInput): Promise<AnswerOutcome> {
    const question = await questions.byId(input.questionId);
    if (!question) throw notFound('No such question.');
    // A repeat of an acknowledged answer succeeds even after the question closed.
    if (await answers.isOwn(input.answerId, session.userId)) return existingOutcome(session, input);
    const refusal = answerRefusal(await deps.access.decide(session, question, 'answer'));
    if (refusal) throw refusal;
    const allowed = (await questions.choiceValues(question.id)).map((choice) => choice.value);
    const problem = checkChoiceValues(input.choiceValues, allowed, await questions.isMultiple(question.choiceTypeId));
    if (problem) throw badInput(problem, 'invalidChoice');

    const answeredAt = answerTime(input.answeredAt, deps.clock.now(), question.dateStart.getTime());
    const credit = question.questId === null && !session.isGuest ? deps.siteConfig.points.perPollAnswer : 0;
    const saved = await db.transaction(async (tx) => {
      // The answer row is its credit's ledger entry and its activity line.
      const inserted = await answers.insert({ id: input.answerId, userId: session.userId, questionId: question.id, choiceValues: input.choiceValues, answeredAt, points: credit }, tx);
      if (!inserted) return false;
      if (credit > 0) {
        await points.addToBalance(session.userId, credit, tx);
        await deps.bonus.afterAnswer(session.userId, tx);
      }
      return { outcome: await questOutcome.recordAnswer(tx, session.userId, question, input.choiceValues) };
    });
    if (!saved) return existingOutcome(session, input);
    members.addAnswers([{ userId: session.userId, questionId: question.id }]);
    return {
      answerId: input.answerId,
      pointsCredited: credit,
      duplicate: false,
      ...(saved.outcome ? { questStatus: saved.outcome.questStatus, questPointsCredited: saved.outcome.questPointsCredited } : {}),
    };
  }

  const creditFor = (session: SessionUser): number => (session.isGuest ? 0 : deps.siteConfig.points.perPollAnswer);

  /**
   * One statement writes the batch (its own transaction). A referral bonus is checked after it
   * commits, before the answers are acknowledged; should the server stop in between, the app sends
   * the unacknowledged answer again and the repeat checks it (the bonus is keyed, so it is paid once).
   */
  async function writePollBatch(batch: PendingPollAnswer[]): Promise<(AnswerOutcome | typeof NOT_WRITTEN)[]> {
    const firstOfId = new Map<string, number>();
    const rows: PollAnswerRow[] = [];
    batch.forEach(({ session, input, poll }, index) => {
      if (firstOfId.has(input.answerId)) return;
      firstOfId.set(input.answerId, index);
      const answeredAt = answerTime(input.answeredAt, deps.clock.now(), poll.dateStart);
      rows.push({ answerId: input.answerId, userId: session.userId, questionId: poll.id, choiceValues: input.choiceValues, answeredAt, credit: creditFor(session) });
    });
    const written = await pollAnswers.write(rows);
    members.addAnswers(rows.filter((row) => written.ids.has(row.answerId)));
    for (const userId of written.recommendedMembers) await checkReferralBonus(userId);
    return batch.map(({ session, input }, index) =>
      firstOfId.get(input.answerId) === index && written.ids.has(input.answerId)
        ? { answerId: input.answerId, pointsCredited: creditFor(session), duplicate: false }
        : NOT_WRITTEN,
    );
  }

  const checkReferralBonus = (userId: number) => db.transaction((tx) => deps.bonus.afterAnswer(userId, tx));

  const pollBatches = createWriteBatcher<PendingPollAnswer, AnswerOutcome | typeof NOT_WRITTEN>({
    writeBatch: writePollBatch,
    writeOne: ({ session, input }) => saveOne(session, input),
    maxBatch: MAX_BATCH,
    // One batch at a time, the next leaving the moment it commits: batches grow with the load, and
    // a larger batch costs PostgreSQL less per answer (measured: two at a time made them half as big
    // and each answer a third dearer). PGlite is one connection anyway.
    maxInFlight: 1,
    onFallback: (error, size) => deps.log.warn({ err: error, size }, 'an answer batch failed: its answers are written one by one'),
  });

  async function saveAnswer(session: SessionUser, input: AnswerInput): Promise<AnswerOutcome> {
    const poll = (await catalogue.get()).byId.get(input.questionId);
    // Whatever the batch path cannot decide alone (a closed poll, a guest's private one, bad choices:
    // a repeat of an acknowledged answer still succeeds there) takes the one-by-one path.
    if (!poll || pollAnswerAccess(poll, session, deps.clock.now()) !== 'ok' || checkChoiceValues(input.choiceValues, poll.choiceValues, poll.multiple)) {
      return saveOne(session, input);
    }
    const outcome = await pollBatches.write({ session, input, poll });
    if (outcome !== NOT_WRITTEN) return outcome;
    const repeat = await existingOutcome(session, input);
    if (creditFor(session) > 0) await checkReferralBonus(session.userId);
    return repeat;
  }

  return {
    /**
     * A UUID names the same answer in either case, and PostgreSQL gives it back in lower case: the
     * answer is saved under its lower-case id, and acknowledged with the id as the client sent it.
     */
    async save(session: SessionUser, sent: AnswerInput): Promise<AnswerOutcome> {
      const answerId = sent.answerId.toLowerCase();
      if (answerId === sent.answerId) return saveAnswer(session, sent);
      return { ...(await saveAnswer(session, { ...sent, answerId })), answerId: sent.answerId };
    },

    /** How the poll answers were batched (benchmarks and tests). */
    batchStats: () => pollBatches.stats(),

    /** The member's answers in a quest, in its questions' order; its access is the caller's check. */
    inQuest(userId: number, questId: number) {
      return answers.inQuest(userId, questId);
    },

    /** The values the member chose for a question (none when unanswered); its access is the caller's check. */
    selected(userId: number, questionId: number): Promise<number[]> {
      return answers.selected(userId, questionId);
    },
  };
}
export type AnswersService = ReturnType<typeof createAnswersService>;
