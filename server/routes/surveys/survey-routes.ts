import type { FastifyInstance } from 'fastify';
import type { Container } from '../../core/container';
import { assertSelf } from '../../http/auth';
import { notFound } from '../../lib/app-error';
import { defineRoute } from '../define-route';

/** Surveys (quests): the member's active ones, one for the runner, and the finished ones for the history. */
export function registerSurveyRoutes(app: FastifyInstance, c: Container): void {
  defineRoute(app, c.sessions, 'getActiveQuests', async ({ params, session }) => {
    assertSelf(session, params.id);
    const user = await c.users.byId(session.userId);
    if (!user) throw notFound('No such user.');
    return c.quests.activeFor(user.id, user.languageId, user.panelSegment);
  });

  defineRoute(app, c.sessions, 'getQuest', ({ params, session }) => c.questDetails.forMember(session.userId, Number(params.id)));

  defineRoute(app, c.sessions, 'getLogDetails', async ({ params, session }) => {
    assertSelf(session, params.id);
    return c.quests.finishedFor(session.userId);
  });
}
