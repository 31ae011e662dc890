import type { FastifyInstance } from 'fastify';
import type { RouteServices } from '../../core/container';
import { defineRoute } from '../define-route';

export function registerReferenceRoutes(app: FastifyInstance, c: RouteServices): void {
  defineRoute(app, c.sessionService, 'getLanguages', () => c.referenceService.languages());

  defineRoute(app, c.sessionService, 'getCounties', () => c.referenceService.counties());

  defineRoute(app, c.sessionService, 'getCities', ({ params }) => c.referenceService.citiesOf(params.id));

  // Spec 2.1: a shared card link opens the public card page.
  app.get('/rest/shareCard/:cardId', { schema: { hide: true } }, (request, reply) => {
    const { cardId } = request.params as { cardId: string };
    if (!/^[1-9][0-9]{0,9}$/.test(cardId)) return reply.redirect('/');
    return reply.redirect(`/publicCardPage/${cardId}`);
  });
}
