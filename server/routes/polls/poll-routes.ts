import type { FastifyInstance } from 'fastify';
import type { Container } from '../../core/container';
import { assertSelf } from '../../http/auth';
import { badInput, notFound } from '../../lib/app-error';
import { UPCOMING_DEFAULT_COUNT } from '@contract/rules/feed-limits';
import { defineRoute } from '../define-route';
import { sendJson } from '../send-json';
import { PRIVATE_STATS_CACHE_CONTROL, PUBLIC_STATS_CACHE_CONTROL } from '../../core/services/stats-service';

/** Polls: the feed, answering, the member's answers and the statistics. */
export function registerPollRoutes(app: FastifyInstance, c: Container): void {
  defineRoute(app, c.sessions, 'getNextQuestion', async ({ params, query, session, reply }) => {
    const id = Number(params.id);
    if (query.isLiveSurvey === 'true') {
      await c.questionAccess.assertQuestReadable(session, id);
      return c.questions.nextUnansweredInQuest(session.userId, id, { publicOnly: session.isGuest });
    }
    assertSelf(session, id);
    return sendJson(reply, await c.feed.nextJson(session, query.langUiName));
  });

  defineRoute(app, c.sessions, 'getUpcomingQuestions', async ({ params, query, session, reply }) => {
    assertSelf(session, params.id);
    return sendJson(reply, await c.feed.upcomingJson(session, Number(query.count ?? UPCOMING_DEFAULT_COUNT), query.langUiName));
  });

  defineRoute(app, c.sessions, 'getCard', async ({ params, session, reply }) => {
    const id = Number(params.id);
    await c.questionAccess.assertReadable(session, id);
    return sendJson(reply, await c.feed.cardJson(id));
  });

  defineRoute(app, c.sessions, 'getTop10', ({ query, session }) => c.feed.top10(session, query.langUiName));

  // The member who answered then reads the statistics through this instance: its copy is dropped.
  const saveAnswer = async (...args: Parameters<Container['answers']['save']>) => {
    const outcome = await c.answers.save(...args);
    c.stats.forget(args[1].questionId);
    return outcome;
  };

  defineRoute(app, c.sessions, 'saveAnswer', ({ body, session }) => saveAnswer(session, body));

  defineRoute(app, c.sessions, 'saveWidgetAnswer', ({ params, body, session }) => {
    if (Number(params.id) !== body.questionId) throw badInput('The question id in the path and in the body differ.');
    return saveAnswer(session, body);
  });

  defineRoute(app, c.sessions, 'getWidgetAnswer', ({ params, session }) => c.answers.selected(session.userId, Number(params.id)));

  defineRoute(app, c.sessions, 'getQuestAnswers', ({ params, session }) => c.answers.inQuest(session.userId, Number(params.id)));

  defineRoute(app, c.sessions, 'getStats', async ({ params, query, session, reply }) => {
    const id = Number(params.id);
    // The question's access rule first, as a step of its own: the statistics follow their card.
    await c.questionAccess.assertReadable(session, id);
    const json = await c.stats.json(id, { withAgeGroup: query.withAgeGroup === 'true', withGender: query.withGender === 'true' });
    // What a visitor may read is the same for every caller, so shared caches may keep it as long as
    // this server does; an answer to a signed-in caller may be theirs alone.
    reply.header('cache-control', session === null ? PUBLIC_STATS_CACHE_CONTROL : PRIVATE_STATS_CACHE_CONTROL);
    return sendJson(reply, json);
  });

  defineRoute(app, c.sessions, 'getDefaultChoiceTypes', async ({ params }) => {
    if (!(await c.reference.languageById(Number(params.langId)))) throw notFound('No such language.');
    return c.questions.defaultChoiceTypes(Number(params.langId));
  });

  defineRoute(app, c.sessions, 'getDefaultChoices', async ({ params }) => {
    if (!(await c.reference.languageById(Number(params.langId)))) throw notFound('No such language.');
    return c.questions.defaultChoices(Number(params.langId));
  });

  defineRoute(app, c.sessions, 'getChoiceImage', async ({ params, reply }) => {
    const image = await c.questions.choiceImage(Number(params.id));
    if (!image) throw notFound('This choice has no image.');
    return reply.header('content-type', image.type).header('cache-control', 'public, max-age=86400').send(image.data);
  });
}
