import type { FastifyInstance } from 'fastify';
import type { RouteServices } from '../../core/container';
import { assertSelf } from '../../http/auth';
import { badInput } from '../../lib/app-error';
import { UPCOMING_DEFAULT_COUNT } from '@contract/rules/feed-limits';
import { flagOn } from '@contract/schemas/common';
import { defineRoute } from '../define-route';
import { sendJson } from '../send-json';
import { sendPublicImage } from '../send-public-image';
import { PRIVATE_STATS_CACHE_CONTROL, PUBLIC_STATS_CACHE_CONTROL } from '../../core/services/stats-service';

/** Polls: the feed, answering, the member's answers and the statistics. */
export function registerPollRoutes(app: FastifyInstance, c: RouteServices): void {
  defineRoute(app, c.sessionService, 'getNextQuestion', async ({ params, query, session, reply }) => {
    if (flagOn(query.isLiveSurvey)) return c.questDetails.nextInQuest(session, params.id);
    assertSelf(session, params.id);
    return sendJson(reply, await c.feed.nextJson(session, query.langUiName));
  });

  defineRoute(app, c.sessionService, 'getUpcomingQuestions', async ({ params, query, session, reply }) => {
    assertSelf(session, params.id);
    return sendJson(reply, await c.feed.upcomingJson(session, query.count ?? UPCOMING_DEFAULT_COUNT, query.langUiName));
  });

  defineRoute(app, c.sessionService, 'getCard', async ({ params, session, reply }) => {
    await c.questionAccess.assertReadable(session, params.id);
    return sendJson(reply, await c.feed.cardJson(params.id));
  });

  defineRoute(app, c.sessionService, 'getTop10', ({ query, session }) => c.feed.top10(session, query.langUiName));

  // The member who answered then reads the statistics through this instance: its copy is dropped.
  const saveAnswer = async (...args: Parameters<RouteServices['answers']['save']>) => {
    const outcome = await c.answers.save(...args);
    c.stats.forget(args[1].questionId);
    return outcome;
  };

  defineRoute(app, c.sessionService, 'saveAnswer', ({ body, session }) => saveAnswer(session, body));

  defineRoute(app, c.sessionService, 'saveWidgetAnswer', ({ params, body, session }) => {
    if (params.id !== body.questionId) throw badInput('The question id in the path and in the body differ.');
    return saveAnswer(session, body);
  });

  defineRoute(app, c.sessionService, 'getWidgetAnswer', async ({ params, session }) => {
    // The card's access rule: a question the member may not read has no answer of theirs to show.
    await c.questionAccess.assertReadable(session, params.id);
    return c.answers.selected(session.userId, params.id);
  });

  defineRoute(app, c.sessionService, 'getQuestAnswers', async ({ params, session }) => {
    // The quest's access rule, as GET quest/{id} has it: a finished run still shows after the quest closed.
    await c.questionAccess.assertQuestReadable(session, params.id);
    return c.answers.inQuest(session.userId, params.id);
  });

  defineRoute(app, c.sessionService, 'getStats', async ({ params, query, session, reply }) => {
    // The answer depends on who asks (a visitor's 404 can be a member's results): a cache keeps one per
    // Authorization, the refusals included, which are set before this header could be.
    reply.header('vary', 'Authorization');
    // The question's access rule first, as a step of its own: the statistics follow their card.
    await c.questionAccess.assertReadable(session, params.id);
    const json = await c.stats.json(params.id, { withAgeGroup: flagOn(query.withAgeGroup), withGender: flagOn(query.withGender) });
    // What a visitor may read is the same for every caller, so shared caches may keep it as long as
    // this server does; an answer to a signed-in caller may be theirs alone.
    reply.header('cache-control', session === null ? PUBLIC_STATS_CACHE_CONTROL : PRIVATE_STATS_CACHE_CONTROL);
    return sendJson(reply, json);
  });

  defineRoute(app, c.sessionService, 'getDefaultChoiceTypes', ({ params }) => c.referenceService.defaultChoiceTypes(params.langId));

  defineRoute(app, c.sessionService, 'getDefaultChoices', ({ params }) => c.referenceService.defaultChoices(params.langId));

  defineRoute(app, c.sessionService, 'getChoiceImage', async ({ params, reply }) => sendPublicImage(reply, await c.referenceService.choiceImage(params.id)));
}
