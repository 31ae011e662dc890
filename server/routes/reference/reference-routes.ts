import type { FastifyInstance } from 'fastify';
import type { RouteServices } from '../../core/container';
import { defineRoute } from '../define-route';
import { reencodedQueryOf } from '../../lib/page-address';
import { publicCardPath, SHARED_CARD_PREFIX } from '@contract/rules/public-card-path';

export function registerReferenceRoutes(app: FastifyInstance, c: RouteServices): void {
  defineRoute(app, c.sessionService, 'getLanguages', () => c.referenceService.languages());

  defineRoute(app, c.sessionService, 'getCounties', () => c.referenceService.counties());

  defineRoute(app, c.sessionService, 'getCities', ({ params }) => c.referenceService.citiesOf(params.id));

  // A shared card link opens the public card page, which says so itself when the id names no card.
  // Its query goes along (an invite's recommendedBy, a campaign's tags), parsed and encoded again.
  app.get(`${SHARED_CARD_PREFIX}:cardId`, { schema: { hide: true } }, (request, reply) => {
    const { cardId } = request.params as { cardId: string };
    return reply.redirect(publicCardPath(encodeURIComponent(cardId)) + reencodedQueryOf(request.url));
  });
}
