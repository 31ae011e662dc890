import type { FastifyInstance } from 'fastify';
import type { RouteServices } from '../../core/container';
import { defineRoute } from '../define-route';

/** Proposing per address and minute (besides the service's daily cap per member). */
const PROPOSE_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

/** Proposed questions: the member's own list and proposing one (404 while the switch is off), and who proposed a published one. */
export function registerProposalRoutes(app: FastifyInstance, c: RouteServices): void {
  defineRoute(app, c.sessionService, 'getProposedQuestions', ({ session }) => c.proposals.ofMember(session.userId));

  // The question's access rule first, as its card and statistics have it.
  defineRoute(app, c.sessionService, 'getProposer', async ({ params, session }) => {
    await c.questionAccess.assertReadable(session, params.id);
    return c.proposals.publishedProposer(params.id);
  });

  defineRoute(app, c.sessionService, 'proposeQuestion', ({ body, session }) => c.proposals.propose(session, body), { rateLimit: PROPOSE_RATE_LIMIT });
}
