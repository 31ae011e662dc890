import type { FastifyInstance } from 'fastify';
import type { RouteServices } from '../../core/container';
import { assertSelf } from '../../http/auth';
import { defineRoute } from '../define-route';

/** Surveys (quests): the member's active ones, one for the runner, and the finished ones for the history. */
export function registerSurveyRoutes(app: FastifyInstance, c: RouteServices): void {
  defineRoute(app, c.sessionService, 'getActiveQuests', async ({ params, session }) => {
    assertSelf(session, params.id);
    return c.questDetails.activeFor(session.userId);
  });

  defineRoute(app, c.sessionService, 'getQuest', ({ params, session }) => c.questDetails.forMember(session.userId, params.id));

  defineRoute(app, c.sessionService, 'getLogDetails', async ({ params, session }) => {
    assertSelf(session, params.id);
    return c.questDetails.finishedFor(session.userId);
  });
}
