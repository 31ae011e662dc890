import type { FastifyInstance } from 'fastify';
import type { RouteServices } from '../../core/container';
import { assertSelf } from '../../http/auth';
import { defineRoute } from '../define-route';
import { sendPublicImage } from '../send-public-image';

/** Spending points: ticket prices, conversions and the prize catalogue. */
export function registerRewardRoutes(app: FastifyInstance, c: RouteServices): void {
  defineRoute(app, c.sessionService, 'getTicketPrices', async ({ params, session }) => {
    assertSelf(session, params.id);
    return c.conversions.tiers();
  });

  defineRoute(app, c.sessionService, 'convertPoints', async ({ params, query, session }) => {
    assertSelf(session, params.id);
    return c.conversions.convert(session.userId, {
      points: query.points,
      index: query.index,
      option: query.option,
      ticketsToExchange: query.ticketsToExchange,
      idempotencyKey: query.idempotencyKey,
    });
  });

  defineRoute(app, c.sessionService, 'getPrizes', ({ query }) => c.conversions.prizes(query.langUiName));

  defineRoute(app, c.sessionService, 'getPrizePicture', async ({ params, reply }) => sendPublicImage(reply, await c.conversions.prizePicture(params.id)));

  defineRoute(app, c.sessionService, 'getRaffleDraws', () => c.raffle.list());
}
