import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteServices } from '../../core/container';
import { badInput } from '../../lib/app-error';
import { defineRoute } from '../define-route';

/**
 * The contract sends the token as a text/plain body. A JSON string would pass the same schema,
 * so the media type is checked too: one wire format, not two.
 */
function assertPlainText(request: FastifyRequest): void {
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'text/plain') throw badInput('Send the device token as a text/plain body.');
}

/** FCM registration tokens of the member's devices. */
export function registerDeviceTokenRoutes(app: FastifyInstance, c: RouteServices): void {
  defineRoute(app, c.sessionService, 'saveDeviceToken', async ({ body, session, request }) => {
    assertPlainText(request);
    await c.deviceTokenService.save(session.userId, body);
    return { ok: true as const };
  });

  // Only the member's own token goes: a token now saved for someone else (the device changed hands) stays theirs.
  defineRoute(app, c.sessionService, 'deleteDeviceToken', async ({ body, session, request }) => {
    assertPlainText(request);
    await c.deviceTokenService.deleteOne(session.userId, body);
    return { ok: true as const };
  });

  defineRoute(app, c.sessionService, 'getAllDevicesTokens', async ({ session }) => c.deviceTokenService.listOf(session.userId));

  defineRoute(app, c.sessionService, 'deleteAllDeviceToken', async ({ session }) => {
    await c.deviceTokenService.deleteAllOf(session.userId);
    return { ok: true as const };
  });
}
