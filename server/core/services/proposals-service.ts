import type { Db } from '../../db/client';
import type { ProposedQuestion } from '@contract/schemas/entities';
import type { SiteConfig } from '@contract/schemas/site-config';
import { draftOf, proposalMessage, proposalProblem, questionTypeFor, type ProposalBody } from '@contract/rules/propose-rules';
import { AppError, notFound } from '../../lib/app-error';
import type { SessionUser } from '../repositories/sessions-repository';
import type { QuestionsRepository } from '../repositories/questions-repository';
import type { UsersRepository } from '../repositories/users-repository';
import type { UserLogRepository } from '../repositories/user-log-repository';
import { PROPOSAL_STATUS, type ProposalRow, type ProposalsRepository } from '../repositories/proposals-repository';
import { withinMemberQuota } from './member-quota';
import { PROPOSAL_REPEAT_WINDOW_MS, proposedCardVisible, sameProposal } from './proposal-rules';
import type { Clock } from '../../lib/clock';

/** Proposals a member may make in 24 hours: plenty for a person, a wall for a script. */
export const PROPOSALS_PER_DAY = 50;
const DAY_MS = 86_400_000;

/** The topic of a published proposal (user_generated for proposals). */
export const PROPOSAL_TOPIC = 'user_generated';

/** The choice type custom choices are published as: one answer, shown as vertical buttons. */
export const CUSTOM_CHOICE_TYPE = 'single';

export type DecisionOutcome =
  | { proposalId: number; done: true; userId: number; questionId: number }
  | { proposalId: number; done: false; reason: 'not-found' | 'already-decided' | 'proposer-deleted' };

/**
 * Members propose questions (stand-by, each with its question, closed until
 * accepted), see their own with their status; an operator accepts (opening the poll in the
 * proposer's language) or rejects them. Every change
 * the proposer can see writes a user log entry.
 */
export function createProposalsService(deps: {
  clock: Clock;
  db: Db; siteConfig: SiteConfig; proposals: ProposalsRepository; questions: QuestionsRepository; users: UsersRepository; userLog: UserLogRepository;
}) {
  const { db, siteConfig, proposals, questions, users, userLog } = deps;

  function assertEnabled(): void {
    if (!siteConfig.proposeQuestionEnabled) throw AppError.of(404, 'proposeDisabled', 'Proposing questions is switched off.');
  }

  async function languageOf(userId: number, tx: Db = db): Promise<number> {
    const user = await users.byId(userId, tx);
    if (!user) throw AppError.of(404, 'notFound', 'No such member.');
    return user.languageId;
  }

  /**
   * The proposal's question, made with the proposal and closed (its dates end as they start) so the
   * proposer's list links to its card from the start; accepting opens it. Members' questions are not
   * public cards.
   */
  async function createClosedQuestion(row: ProposalRow, tx: Db): Promise<number> {
    const languageId = await languageOf(row.userId, tx);
    const custom = row.choices !== null;
    const choiceTypeKey = custom ? CUSTOM_CHOICE_TYPE : await questions.choiceTypeKey(row.choiceTypeId ?? 0, tx);
    if (!choiceTypeKey) throw new Error(`proposal ${row.id} has no choice type`);
    const now = new Date(deps.clock.now());
    // A default scale takes its default choices in the proposer's language (the repository copies them).
    return questions.create({
      text: row.text, choiceTypeKey, languageId, topicName: PROPOSAL_TOPIC, proposedQuestionId: row.id, isPublic: false,
      dateStart: now, dateEnd: now,
      choices: row.choices?.map((choice) => ({ label: choice.label, value: choice.value })),
    }, tx);
  }

  async function decide(proposalId: number, status: typeof PROPOSAL_STATUS.accepted | typeof PROPOSAL_STATUS.rejected): Promise<DecisionOutcome> {
    const proposal = await proposals.byId(proposalId);
    if (!proposal) return { proposalId, done: false, reason: 'not-found' };
    // A deleted account's words are not published: the member took them back with everything else.
    if (status === PROPOSAL_STATUS.accepted && (await users.byId(proposal.userId))?.status === 'deleted') {
      return { proposalId, done: false, reason: 'proposer-deleted' };
    }
    return db.transaction(async (tx) => {
      // Claimed first: of two operators deciding the same proposal, one does the work.
      const row = await proposals.decide(proposalId, status, tx);
      if (!row) return { proposalId, done: false, reason: 'already-decided' } as const;
      const questionId = row.questionId ?? (await createClosedQuestion(row, tx));
      if (row.questionId === null) await proposals.linkQuestion(row.id, questionId, tx);
      if (status === PROPOSAL_STATUS.accepted) await questions.openNow(questionId, tx);
      const action = status === PROPOSAL_STATUS.accepted ? 'proposal_accepted' : 'proposal_rejected';
      await userLog.write(row.userId, action, row.text, { proposalId: row.id, questionId }, tx);
      return { proposalId, done: true, userId: row.userId, questionId } as const;
    });
  }

  return {
    /** Checks a proposal with the shared rules and stores it stand-by with its closed question; answers the question's id. */
    async propose(session: SessionUser, sent: ProposalBody): Promise<{ questionId: number }> {
      assertEnabled();
      const body = draftOf(sent);
      const languageId = await languageOf(session.userId);
      const defaultCounts = await questions.defaultChoiceCounts(languageId);
      const problem = proposalProblem(body, siteConfig, defaultCounts);
      if (problem) throw AppError.of(400, 'proposalInvalid', proposalMessage(problem, siteConfig));
      const defaultCount = body.choiceTypeId === null ? null : (defaultCounts.get(body.choiceTypeId) ?? null);
      const since = new Date(deps.clock.now() - DAY_MS);
      const content = {
        text: body.text.trim(),
        choiceTypeId: body.choiceTypeId,
        choices: body.choices?.map((choice) => ({ label: choice.label.trim(), value: choice.value })) ?? null,
      };
      const questionId = await withinMemberQuota(db, users, session.userId, { max: PROPOSALS_PER_DAY, used: (tx) => proposals.countSince(session.userId, since, tx) }, async (tx) => {
        // The same proposal again within minutes is a repeat (its answer was lost): the first one stands.
        const recent = await proposals.sinceOf(session.userId, new Date(deps.clock.now() - PROPOSAL_REPEAT_WINDOW_MS), tx);
        const repeated = recent.find((earlier) => earlier.questionId !== null && sameProposal(earlier, content));
        if (repeated?.questionId) return repeated.questionId;
        const inserted = await proposals.insert({ userId: session.userId, ...content, questionType: questionTypeFor(defaultCount) }, tx);
        const questionId = await createClosedQuestion(inserted, tx);
        await proposals.linkQuestion(inserted.id, questionId, tx);
        await userLog.write(session.userId, 'question_proposed', inserted.text, { proposalId: inserted.id, questionId }, tx);
        return questionId;
      });
      if (questionId === null) throw AppError.of(429, 'throttled', `You can propose at most ${PROPOSALS_PER_DAY} questions a day. Please try again tomorrow.`);
      return { questionId };
    },

    /** The full name shown next to a published proposal (as the propose screen tells the proposer); 404 for any other question. */
    async publishedProposer(questionId: number): Promise<{ name: string }> {
      const proposer = await proposals.publishedProposerOf(questionId);
      if (!proposer) throw notFound('This question was not proposed by a member.');
      return { name: `${proposer.surname} ${proposer.lastname}`.trim() };
    },

    async ofMember(userId: number): Promise<ProposedQuestion[]> {
      assertEnabled();
      return proposals.ofMember(userId);
    },

    /** Whether a viewer (null: a visitor) may open the card of a question, by the proposal behind it. */
    async cardVisibleTo(proposedQuestionId: number | null, viewerId: number | null): Promise<boolean> {
      return proposedCardVisible(proposedQuestionId === null ? undefined : await proposals.byId(proposedQuestionId), viewerId);
    },

    list: proposals.list,
    accept: (proposalId: number) => decide(proposalId, PROPOSAL_STATUS.accepted),
    reject: (proposalId: number) => decide(proposalId, PROPOSAL_STATUS.rejected),
  };
}
export type ProposalsService = ReturnType<typeof createProposalsService>;
