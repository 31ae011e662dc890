import type { FastifyInstance } from 'fastify';
import type { Container } from '../../core/container';
import { notFound } from '../../lib/app-error';
import { defineRoute } from '../define-route';

export function registerReferenceRoutes(app: FastifyInstance, c: Container): void {
  defineRoute(app, c.sessions, 'getLanguages', async () =>
    (await c.reference.languages())
      .filter((language) => c.siteConfig.allowedLanguages.includes(language.uiName))
      .map(({ languageId, uiName, panelDirectoryName }) => ({ languageId, uiName, panelDirectoryName })),
  );

  defineRoute(app, c.sessions, 'getCounties', () => c.reference.counties());

  defineRoute(app, c.sessions, 'getCities', async ({ params }) => {
    const countyId = Number(params.id);
    if (!(await c.reference.countyExists(countyId))) throw notFound('No such county.');
    return c.reference.citiesOf(countyId);
  });

  // Spec 2.1: a shared card link opens the public card page.
  app.get('/rest/shareCard/:cardId', { schema: { hide: true } }, (request, reply) => {
    const { cardId } = request.params as { cardId: string };
    if (!/^[1-9][0-9]{0,9}$/.test(cardId)) return reply.redirect('/');
    return reply.redirect(`/publicCardPage/${cardId}`);
  });
}
