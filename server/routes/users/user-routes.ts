import type { FastifyInstance } from 'fastify';
import type { RouteServices } from '../../core/container';
import { assertSelf } from '../../http/auth';
import { badInput } from '../../lib/app-error';
import { MAX_PHOTO_BASE64_LENGTH } from '@contract/rules/photo';
import { MAX_LOG_DAYS } from '@contract/rules/history-limits';
import { defineRoute } from '../define-route';
import { sendJson } from '../send-json';

/** The photo's base64 with room for the JSON around it. */
const PHOTO_BODY_LIMIT = MAX_PHOTO_BASE64_LENGTH + 1024;

/** The member's own profile, history and account (the "user/..." calls). */
export function registerUserRoutes(app: FastifyInstance, c: RouteServices): void {
  // Guests may read their own details: the app uses them to recognise a guest and send them to /login.
  defineRoute(app, c.sessionService, 'getUser', async ({ params, session, reply }) => {
    assertSelf(session, params.id);
    return sendJson(reply, await c.profile.visitJson(session));
  });

  defineRoute(app, c.sessionService, 'updateUser', async ({ params, body, session }) => {
    assertSelf(session, params.id);
    const { user_id: bodyUserId, ...update } = body;
    if (bodyUserId !== session.userId) throw badInput('user_id in the body does not match the user in the path.');
    return c.profile.update(session.userId, update);
  });

  // Private: a member reads only their own photo; the browser keeps it and revalidates it by its ETag.
  defineRoute(app, c.sessionService, 'getUserPhoto', async ({ params, session, request, reply }) => {
    assertSelf(session, params.id);
    const photo = await c.profile.photo(session.userId);
    const etag = `"${photo.updatedAt.getTime()}"`;
    reply.header('cache-control', 'private, no-cache').header('etag', etag).header('vary', 'authorization');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.header('content-type', photo.contentType).header('content-disposition', 'inline').send(photo.data);
  });

  defineRoute(app, c.sessionService, 'setUserPhoto', async ({ params, body, session }) => {
    assertSelf(session, params.id);
    return c.profile.setPhoto(session.userId, body.photo);
  }, { bodyLimit: PHOTO_BODY_LIMIT, rateLimit: { max: 30, timeWindow: 60_000 } });

  defineRoute(app, c.sessionService, 'getInvitations', async ({ params, session }) => {
    assertSelf(session, params.id);
    return c.bonus.invitations(session.userId);
  });

  defineRoute(app, c.sessionService, 'hasAslCompleted', async ({ params, session }) => {
    assertSelf(session, params.id);
    return c.profile.hasAslCompleted(session.userId);
  });

  defineRoute(app, c.sessionService, 'getUserLog', async ({ params, session }) => {
    if (params.days > MAX_LOG_DAYS) throw badInput(`The history covers at most ${MAX_LOG_DAYS} days.`);
    return c.history.since(session.userId, params.days);
  });

  defineRoute(app, c.sessionService, 'acceptPrivacyPolicy', async ({ params, body, session }) => {
    assertSelf(session, params.id);
    return c.privacy.accept(session.userId, body.version);
  });

  defineRoute(app, c.sessionService, 'exportUserData', async ({ params, session, reply }) => {
    assertSelf(session, params.id);
    reply.header('content-disposition', `attachment; filename="panelist-data-${session.userId}.json"`).header('cache-control', 'private, no-store');
    return c.dataExport.of(session.userId);
  }, { rateLimit: { max: 10, timeWindow: 60_000 } });

  defineRoute(app, c.sessionService, 'requestAccountDeletion', async ({ params, session }) => {
    assertSelf(session, params.id);
    await c.accountDeletion.request(session.userId);
    return { ok: true as const };
  });

  defineRoute(app, c.sessionService, 'unsubscribe', async ({ body }) => {
    await c.unsubscribe.unsubscribe(body.userId, body.signature);
    return { ok: true as const };
  });
}
