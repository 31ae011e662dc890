import type { FastifyInstance } from 'fastify';
import type { Container } from '../../plugins/app/container';
import { assertSelf } from '../../plugins/app/auth';
import { badInput, notFound } from '../../lib/app-error';
import { UPCOMING_DEFAULT_COUNT } from '../../contract/feed-limits';
import { defineRoute } from '../define-route';

/** Polls: the feed, answering, the member's answers and the statistics. */
export function registerPollRoutes(app: FastifyInstance, c: Container): void {
  defineRoute(app, c.sessions, 'getNextQuestion', async ({ params, query, session }) => {
    const id = Number(params.id);
    if (query.isLiveSurvey === 'true') {
      await c.questionAccess.assertQuestReadable(session, id);
      return c.questions.nextUnansweredInQuest(session.userId, id, { publicOnly: session.isGuest });
    }
    assertSelf(session, id);
    return c.feed.next(session.userId, query.langUiName);
  });

  defineRoute(app, c.sessions, 'getUpcomingQuestions', async ({ params, query, session }) => {
    assertSelf(session, params.id);
    return c.feed.upcoming(session.userId, Number(query.count ?? UPCOMING_DEFAULT_COUNT), query.langUiName);
  });

  defineRoute(app, c.sessions, 'getCard', async ({ params, session }) => {
    const question = await c.questionAccess.assertReadable(session, Number(params.id));
    return (await c.questions.card(question.id))!;
  });

  defineRoute(app, c.sessions, 'getTop10', ({ query, session }) => c.feed.top10(session.userId, query.langUiName));

  defineRoute(app, c.sessions, 'saveAnswer', ({ body, session }) => c.answers.save(session, body));

  defineRoute(app, c.sessions, 'saveWidgetAnswer', ({ params, body, session }) => {
    if (Number(params.id) !== body.questionId) throw badInput('The question id in the path and in the body differ.');
    return c.answers.save(session, body);
  });

  defineRoute(app, c.sessions, 'getWidgetAnswer', ({ params, session }) => c.answers.selected(session.userId, Number(params.id)));

  defineRoute(app, c.sessions, 'getQuestAnswers', ({ params, session }) => c.answers.inQuest(session.userId, Number(params.id)));

  defineRoute(app, c.sessions, 'getStats', async ({ params, query, session }) => {
    // The question's access rule first, as a step of its own: the statistics follow their card.
    await c.questionAccess.assertReadable(session, Number(params.id));
    return c.stats.of(Number(params.id), { withAgeGroup: query.withAgeGroup === 'true', withGender: query.withGender === 'true' });
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
