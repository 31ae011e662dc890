import type { FastifyInstance } from 'fastify';
import type { Container } from '../../plugins/app/container';
import { assertSelf } from '../../plugins/app/auth';
import { badInput } from '../../lib/app-error';
import { defineRoute } from '../define-route';

/** Ten years: the longest history a member can ask for. */
export const MAX_LOG_DAYS = 3650;

/** The member's own profile, history and account (spec section 7, "user/..." calls). */
export function registerUserRoutes(app: FastifyInstance, c: Container): void {
  // Guests may read their own details: the app uses them to recognise a guest and send them to /login.
  defineRoute(app, c.sessions, 'getUser', async ({ params, session }) => {
    assertSelf(session, params.id);
    if (!session.isGuest) await c.bonus.onVisit(session.userId);
    return c.profile.details(session.userId);
  });

  defineRoute(app, c.sessions, 'updateUser', async ({ params, body, session }) => {
    assertSelf(session, params.id);
    const { user_id: bodyUserId, ...update } = body;
    if (bodyUserId !== session.userId) throw badInput('user_id in the body does not match the user in the path.');
    return c.profile.update(session.userId, update);
  });

  defineRoute(app, c.sessions, 'getInvitations', async ({ params, session }) => {
    assertSelf(session, params.id);
    return c.bonus.invitations(session.userId);
  });

  defineRoute(app, c.sessions, 'hasAslCompleted', async ({ params, session }) => {
    assertSelf(session, params.id);
    return c.profile.hasAslCompleted(session.userId);
  });

  defineRoute(app, c.sessions, 'getUserLog', async ({ params, session }) => {
    const days = Number(params.days);
    if (days > MAX_LOG_DAYS) throw badInput(`The history covers at most ${MAX_LOG_DAYS} days.`);
    return c.userLog.since(session.userId, days);
  });

  defineRoute(app, c.sessions, 'requestAccountDeletion', async ({ params, session }) => {
    assertSelf(session, params.id);
    await c.accountDeletion.request(session.userId);
    return { ok: true as const };
  });

  defineRoute(app, c.sessions, 'unsubscribe', async ({ body }) => {
    await c.unsubscribe.unsubscribe(body.userId, body.signature);
    return { ok: true as const };
  });
}
