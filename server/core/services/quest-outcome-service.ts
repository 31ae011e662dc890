import type { SiteConfig } from '@contract/schemas/site-config';
import type { Db } from '../../db/client';
import type { PointsRepository } from '../repositories/points-repository';
import type { QuestionsRepository } from '../repositories/questions-repository';
import type { QuestsRepository } from '../repositories/quests-repository';
import type { UserLogWriter } from '../repositories/user-log-repository';
import { consolationDue, disqualifies, isSpeedster } from './quest-rules';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';

export type QuestStatus = 'started' | 'completed' | 'speedster' | 'screenout';

/** An answer to a survey run that has ended (completed, screened out or a speedster's). */
export const questFinished = (): AppError => AppError.of(409, 'questFinished', 'You have already finished this survey.');

export interface QuestOutcome {
  questStatus: QuestStatus;
  questPointsCredited: number;
}

/**
 * What an answer to a quest question does to the member's run: a disqualifying screening answer
 * screens them out at once; the last answer completes the quest, as a speedster when it was too
 * fast. Runs inside the answer's transaction, with the participation row locked, so each outcome
 * and its points happen exactly once.
 */
export function createQuestOutcomeService(deps: { clock: Clock; siteConfig: SiteConfig; quests: QuestsRepository; questions: QuestionsRepository; points: PointsRepository; userLog: UserLogWriter }) {
  const { siteConfig, quests, questions, points, userLog } = deps;

  return {
    async recordAnswer(tx: Db, userId: number, question: { id: number; questId: number | null; isScreening: boolean }, chosen: number[]): Promise<QuestOutcome | undefined> {
      if (question.questId === null) return undefined;
      const questId = question.questId;
      const quest = await quests.byId(questId, tx);
      if (!quest) return undefined;
      const participation = await quests.lockParticipation(userId, questId, tx);
      // The run ended while this answer was on its way (an answer sent with the one that ended it):
      // refused, so the transaction takes the answer back.
      if (participation.status !== 'started') throw questFinished();

      if (question.isScreening) {
        const flagged = (await questions.choiceValues(question.id, tx)).filter((choice) => choice.disqualifies).map((choice) => choice.value);
        if (disqualifies(chosen, flagged)) {
          const answeredBefore = await quests.answeredBefore(userId, questId, question.id, tx);
          const consolation = consolationDue(answeredBefore, siteConfig.points.screenoutConsolationAfter) ? siteConfig.points.screenoutConsolation : 0;
          if (consolation > 0) {
            await points.apply({ userId, delta: consolation, reason: 'survey_screenout', reference: `quest:${questId}`, idempotencyKey: `quest:${questId}:user:${userId}:screenout` }, tx);
          }
          await quests.finish(participation.id, 'screenout', consolation, tx);
          await userLog.write(userId, 'survey_screenout', quest.title, { questId, points: consolation }, tx);
          return { questStatus: 'screenout', questPointsCredited: consolation };
        }
      }

      const [answered, total] = [await quests.answeredCount(userId, questId, tx), await quests.questionCount(questId, tx)];
      if (answered < total) return { questStatus: 'started', questPointsCredited: 0 };

      const duration = deps.clock.now() - participation.startedAt.getTime();
      const earlier = await quests.completionDurations(questId, tx);
      if (isSpeedster(duration, earlier, siteConfig.speedsterMedianShare, siteConfig.speedsterMinSamples)) {
        await quests.finish(participation.id, 'speedster', 0, tx);
        await userLog.write(userId, 'survey_speedster', quest.title, { questId, points: 0, durationMs: duration }, tx);
        return { questStatus: 'speedster', questPointsCredited: 0 };
      }
      if (quest.points > 0) {
        await points.apply({ userId, delta: quest.points, reason: 'survey_completed', reference: `quest:${questId}`, idempotencyKey: `quest:${questId}:user:${userId}:completed` }, tx);
      }
      await quests.finish(participation.id, 'completed', quest.points, tx);
      await userLog.write(userId, 'survey_completed', quest.title, { questId, points: quest.points }, tx);
      return { questStatus: 'completed', questPointsCredited: quest.points };
    },
  };
}
export type QuestOutcomeService = ReturnType<typeof createQuestOutcomeService>;
