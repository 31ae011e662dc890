import { AppError, forbidden, notFound } from '../../../lib/app-error';
import type { ProposalsRepository } from '../repositories/proposals-repository';
import type { QuestionsRepository } from '../repositories/questions-repository';
import type { QuestsRepository } from '../repositories/quests-repository';
import type { SessionUser } from '../repositories/sessions-repository';
import type { UsersRepository } from '../repositories/users-repository';
import { questAccessFor, questionAccess, type OpenQuest, type QuestionAccess, type Viewer } from './question-access-rules';

type QuestionRow = NonNullable<Awaited<ReturnType<QuestionsRepository['byId']>>>;

/** A read the rule refused, as the answer every reading route gives. */
export function readRefusal(access: Exclude<QuestionAccess, 'ok'>, what: 'question' | 'survey'): AppError {
  switch (access) {
    case 'notFound': return notFound(`No such ${what}.`);
    case 'notOpen': case 'finished': return notFound(`This ${what} is not open.`);
    case 'notForMember': return forbidden(`This ${what} is not open to you.`);
    case 'guestNotAllowed': return AppError.of(403, 'guestNotAllowed', `Please register or sign in to see this ${what}.`);
  }
}

/**
 * Loads the facts the question access rule (`question-access-rules.ts`) decides on, for every route
 * that reads or answers a question: the viewer, the question, its quest, the viewer's run of it and
 * the proposal it publishes.
 */
export function createQuestionAccessService(deps: { questions: QuestionsRepository; quests: QuestsRepository; users: UsersRepository; proposals: ProposalsRepository }) {
  const { questions, quests, users, proposals } = deps;

  async function viewerOf(session: SessionUser | null): Promise<Viewer> {
    if (session === null) return { kind: 'visitor' };
    if (session.isGuest) return { kind: 'guest', userId: session.userId };
    const member = await users.byId(session.userId);
    return { kind: 'member', userId: session.userId, languageId: member?.languageId ?? 0, panelSegment: member?.panelSegment ?? null };
  }

  async function questFacts(questId: number, viewer: Viewer) {
    const [quest, participation] = await Promise.all([
      quests.byId(questId),
      viewer.kind === 'visitor' ? undefined : quests.participation(viewer.userId, questId),
    ]);
    const facts: OpenQuest | undefined = quest && { languageId: quest.languageId, panelSegment: quest.panelSegment, open: quests.isOpenNow(quest) };
    return { quest: facts, participation: participation?.status };
  }

  return {
    /** The rule's decision on a question for this viewer, to read it or to answer it. */
    async decide(session: SessionUser | null, question: QuestionRow | undefined, purpose: 'read' | 'answer' = 'read', now = new Date()): Promise<QuestionAccess> {
      const viewer = await viewerOf(session);
      if (!question) return 'notFound';
      const [{ quest, participation }, proposal] = await Promise.all([
        question.questId === null ? { quest: null, participation: undefined } : questFacts(question.questId, viewer),
        question.proposedQuestionId === null ? undefined : proposals.byId(question.proposedQuestionId),
      ]);
      return questionAccess(
        { isPublic: question.isPublic, open: questions.isOpenNow(question, now), startsLater: question.dateStart > now, proposal },
        quest,
        viewer,
        participation,
        purpose,
      );
    },

    /** The question when the viewer may read it (its card, its statistics); else the refusal. */
    async assertReadable(session: SessionUser | null, questionId: number): Promise<QuestionRow> {
      const question = await questions.byId(questionId);
      const access = await this.decide(session, question, 'read');
      if (access !== 'ok') throw readRefusal(access, 'question');
      return question!;
    },

    /** A quest's questions to this viewer (a live survey): the refusal when the rule says no. */
    async assertQuestReadable(session: SessionUser | null, questId: number): Promise<void> {
      const viewer = await viewerOf(session);
      const { quest, participation } = await questFacts(questId, viewer);
      const access = questAccessFor(quest, viewer, participation);
      if (access !== 'ok') throw readRefusal(access, 'survey');
    },
  };
}
export type QuestionAccessService = ReturnType<typeof createQuestionAccessService>;
