import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { ProposalsRepository } from '../repositories/proposals-repository';
import type { QuestionsRepository } from '../repositories/questions-repository';
import type { QuestsRepository } from '../repositories/quests-repository';
import type { SessionUser } from '../repositories/sessions-repository';
import { isPollOpen, type CataloguePoll } from '../cache/feed-rules';
import type { PollCatalogue } from '../cache/poll-catalogue';
import { questAccessFor, questionAccess, type OpenQuest, type ParticipationStatus, type QuestionAccess, type QuestionFacts, type Viewer } from './question-access-rules';
import type { Clock } from '../../lib/clock';

type QuestionRow = NonNullable<Awaited<ReturnType<QuestionsRepository['byId']>>>;

/** A read the rule refused, as the answer every reading route gives. */
export function readRefusal(access: Exclude<QuestionAccess, 'ok'>, what: 'question' | 'survey'): AppError {
  switch (access) {
    case 'notFound': return notFound(`No such ${what}.`);
    case 'notOpen': case 'notStarted': case 'finished': return notFound(`This ${what} is not open.`);
    case 'notForMember': return forbidden(`This ${what} is not open to you.`);
    case 'guestNotAllowed': return AppError.of(403, 'guestNotAllowed', `Please register or sign in to see this ${what}.`);
  }
}

/** The viewer as the session says it: the session carries the member's language and segment. */
function viewerOf(session: SessionUser | null): Viewer {
  if (session === null) return { kind: 'visitor' };
  if (session.isGuest) return { kind: 'guest', userId: session.userId };
  return { kind: 'member', userId: session.userId, languageId: session.languageId, panelSegment: session.panelSegment };
}

/** A feed poll's facts as the catalogue keeps them (open and coming polls of no quest). */
export const pollFacts = (poll: CataloguePoll, now: number): QuestionFacts => ({
  isPublic: poll.isPublic, open: isPollOpen(poll, now), startsLater: poll.dateStart > now, proposal: poll.proposal,
});

/**
 * Loads the facts the question access rule (`question-access-rules.ts`) decides on, for every route
 * that reads or answers a question: the viewer, the question, its quest, the viewer's run of it and
 * the proposal it publishes. A feed poll the catalogue holds is decided from memory.
 */
export function createQuestionAccessService(deps: { clock: Clock; questions: QuestionsRepository; quests: QuestsRepository; proposals: ProposalsRepository; catalogue: PollCatalogue }) {
  const { questions, quests, proposals, catalogue } = deps;

  const rowFacts = (question: QuestionRow, proposal: QuestionFacts['proposal'], now: Date): QuestionFacts => ({
    isPublic: question.isPublic, open: questions.isOpenNow(question, now), startsLater: question.dateStart > now, proposal,
  });

  async function questFacts(questId: number, viewer: Viewer, now: Date) {
    const [quest, participation] = await Promise.all([
      quests.byId(questId),
      viewer.kind === 'visitor' ? undefined : quests.participation(viewer.userId, questId),
    ]);
    const facts: OpenQuest | undefined = quest && { languageId: quest.languageId, panelSegment: quest.panelSegment, open: quests.isOpenNow(quest, now), startsLater: quest.dateStart > now };
    return { quest: facts, participation: participation?.status };
  }

  return {
    /** The rule's decision on a question for this viewer, to read it or to answer it. */
    async decide(session: SessionUser | null, question: QuestionRow | undefined, purpose: 'read' | 'answer' = 'read', now = new Date(deps.clock.now())): Promise<QuestionAccess> {
      const viewer = viewerOf(session);
      if (!question) return 'notFound';
      const [{ quest, participation }, proposal] = await Promise.all([
        question.questId === null ? { quest: null, participation: undefined } : questFacts(question.questId, viewer, now),
        question.proposedQuestionId === null ? undefined : proposals.byId(question.proposedQuestionId),
      ]);
      return questionAccess(rowFacts(question, proposal, now), quest, viewer, participation, purpose);
    },

    /** Of feed polls (no quest) with the proposals they publish, those the viewer may read (as `GET widget/{id}` decides), in their order. */
    readablePolls<P extends { row: QuestionRow; proposal: QuestionFacts['proposal'] }>(session: SessionUser | null, polls: readonly P[], now = new Date(deps.clock.now())): P[] {
      const viewer = viewerOf(session);
      return polls.filter(({ row, proposal }) => row.questId === null && questionAccess(rowFacts(row, proposal, now), null, viewer, undefined, 'read') === 'ok');
    },

    /** Whether the viewer may read a question (its card, its statistics); the refusal when not. */
    async assertReadable(session: SessionUser | null, questionId: number, now = deps.clock.now()): Promise<void> {
      const poll = (await catalogue.get()).byId.get(questionId);
      const access = poll
        ? questionAccess(pollFacts(poll, now), null, viewerOf(session), undefined, 'read')
        : await this.decide(session, await questions.byId(questionId), 'read', new Date(now));
      if (access !== 'ok') throw readRefusal(access, 'question');
    },

    /** A quest's questions to this viewer (a live survey): the refusal when the rule says no, else the viewer's run status in it. */
    async assertQuestReadable(session: SessionUser | null, questId: number): Promise<ParticipationStatus | undefined> {
      const viewer = viewerOf(session);
      const { quest, participation } = await questFacts(questId, viewer, new Date(deps.clock.now()));
      const access = questAccessFor(quest, viewer, participation);
      if (access !== 'ok') throw readRefusal(access, 'survey');
      return participation;
    },
  };
}
export type QuestionAccessService = ReturnType<typeof createQuestionAccessService>;
