import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Container } from '../../core/container';
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

/** FCM registration tokens of the member's devices (design.md section 6). */
export function registerDeviceTokenRoutes(app: FastifyInstance, c: Container): void {
  defineRoute(app, c.sessions, 'saveDeviceToken', async ({ body, session, request }) => {
    assertPlainText(request);
    await c.deviceTokens.save(session.userId, body);
    return { ok: true as const };
  });

  defineRoute(app, c.sessions, 'getAllDevicesTokens', async ({ session }) => c.deviceTokens.listOf(session.userId));

  defineRoute(app, c.sessions, 'deleteAllDeviceToken', async ({ session }) => {
    await c.deviceTokens.deleteAllOf(session.userId);
    return { ok: true as const };
  });
}
