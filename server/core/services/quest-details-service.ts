import type { QuestDetails } from '@contract/schemas/entities';
import { forbidden, notFound } from '../../lib/app-error';
import type { QuestionsRepository } from '../repositories/questions-repository';
import type { QuestsRepository } from '../repositories/quests-repository';
import type { UsersRepository } from '../repositories/users-repository';
import type { SessionUser } from '../repositories/sessions-repository';
import type { Clock } from '../../lib/clock';
import { questAccess } from './quest-access-rules';
import { readRefusal, type QuestionAccessService } from './question-access-service';

/** One quest as the survey runner needs it: the member's status in it and its questions in order. */
export function createQuestDetailsService(deps: { quests: QuestsRepository; questions: QuestionsRepository; users: UsersRepository; access: QuestionAccessService; clock: Clock }) {
  const { quests, questions, users, access: questionAccess, clock } = deps;
  return {
    /** The open quests of the member's audience they have not finished. */
    async activeFor(userId: number) {
      const user = await users.byId(userId);
      if (!user) throw notFound('No such user.');
      return quests.activeFor(user.id, user.languageId, user.panelSegment, new Date(clock.now()));
    },

    /** The quests the member finished, for the history. */
    finishedFor: (userId: number) => quests.finishedFor(userId),

    /**
     * The caller's next unanswered question of a live survey they may read; null once they have
     * answered every open question or their run has ended (a screen-out ends it early). A guest
     * answers the public ones only: when none is left for them but members' questions are, they are
     * told to register (not that the survey is done).
     */
    async nextInQuest(session: SessionUser, questId: number) {
      const participation = await questionAccess.assertQuestReadable(session, questId);
      // A run already finished (completed, speedster, screened out) offers no more: its answers would be refused.
      if (participation !== undefined && participation !== 'started') return null;
      const now = new Date(clock.now());
      const next = await questions.nextUnansweredInQuest(session.userId, questId, { publicOnly: session.isGuest }, now);
      if (next === null && session.isGuest && (await questions.nextUnansweredInQuest(session.userId, questId, {}, now)) !== null) {
        throw readRefusal('guestNotAllowed', 'survey');
      }
      return next;
    },

    async forMember(userId: number, questId: number): Promise<QuestDetails> {
      const [quest, member, participation] = await Promise.all([quests.byId(questId), users.byId(userId), quests.participation(userId, questId)]);
      if (!member) throw notFound('No such user.');
      const access = questAccess(
        quest && { languageId: quest.languageId, panelSegment: quest.panelSegment, open: quests.isOpenNow(quest, new Date(clock.now())) },
        { languageId: member.languageId, panelSegment: member.panelSegment },
        participation?.status,
      );
      if (access === 'notFound' || !quest) throw readRefusal('notFound', 'survey');
      if (access === 'notOpen') throw notFound('This survey is not open.');
      if (access === 'notForMember') throw forbidden('This survey is not open to you.');
      // The run is timed from here, not from the first answer the server sees: a survey answered
      // offline reaches the server all at once and would otherwise look like a speedster's.
      if (!participation) await quests.start(userId, questId);
      return {
        quest_id: quest.id,
        quest_type: quest.type,
        quest_title: quest.title,
        quest_description: quest.description,
        quest_points: quest.points,
        status: participation?.status ?? 'new',
        q_quest_id: quest.qQuestId,
        estimatedMinutes: quest.estimatedMinutes,
        pointsAwarded: participation?.pointsAwarded ?? 0,
        questions: await questions.questCards(quest.id),
      };
    },
  };
}
export type QuestDetailsService = ReturnType<typeof createQuestDetailsService>;
