import type { FastifyInstance } from 'fastify';
import type { Container } from '../../core/container';
import { assertSelf } from '../../http/auth';
import { defineRoute } from '../define-route';

/** Spending points: ticket prices, conversions and the prize catalogue. */
export function registerRewardRoutes(app: FastifyInstance, c: Container): void {
  defineRoute(app, c.sessions, 'getTicketPrices', async ({ params, session }) => {
    assertSelf(session, params.id);
    return c.conversions.tiers();
  });

  defineRoute(app, c.sessions, 'convertPoints', async ({ params, query, session }) => {
    assertSelf(session, params.id);
    return c.conversions.convert(session.userId, {
      points: Number(query.points),
      index: Number(query.index),
      option: query.option,
      ticketsToExchange: query.ticketsToExchange === undefined ? undefined : Number(query.ticketsToExchange),
      idempotencyKey: query.idempotencyKey,
    });
  });

  defineRoute(app, c.sessions, 'getPrizes', async () =>
    (await c.rewards.prizes()).map(({ id, name, description, pointsCost, stock, imageUrl }) => ({ id, name, description, pointsCost, stock, imageUrl })),
  );

  defineRoute(app, c.sessions, 'getRaffleDraws', () => c.raffle.list());
}
