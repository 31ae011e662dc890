import type { QuestDetails } from '@contract/schemas/entities';
import { forbidden, notFound } from '../../lib/app-error';
import type { QuestionsRepository } from '../repositories/questions-repository';
import type { QuestsRepository } from '../repositories/quests-repository';
import type { UsersRepository } from '../repositories/users-repository';
import { questAccess } from './quest-access-rules';

/** One quest as the survey runner needs it: the member's status in it and its questions in order. */
export function createQuestDetailsService(deps: { quests: QuestsRepository; questions: QuestionsRepository; users: UsersRepository }) {
  const { quests, questions, users } = deps;
  return {
    async forMember(userId: number, questId: number): Promise<QuestDetails> {
      const [quest, member, participation] = await Promise.all([quests.byId(questId), users.byId(userId), quests.participation(userId, questId)]);
      if (!member) throw notFound('No such user.');
      const access = questAccess(
        quest && { languageId: quest.languageId, panelSegment: quest.panelSegment, open: quests.isOpenNow(quest) },
        { languageId: member.languageId, panelSegment: member.panelSegment },
        participation?.status,
      );
      if (access === 'notFound' || !quest) throw notFound('No such survey.');
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
