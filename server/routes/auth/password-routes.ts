import type { FastifyInstance } from 'fastify';
import type { RouteServices } from '../../core/container';
import { authRateLimits } from '../../core/services/auth-policy';
import { clientAddressOf } from '../../lib/client-address';
import { defineRoute } from '../define-route';

/** Password reset: by e-mail link, by SMS code, and setting the new password. */
export function registerPasswordRoutes(app: FastifyInstance, c: RouteServices): void {
  const { passwordReset } = c.auth;

  defineRoute(app, c.sessionService, 'requestPasswordReset', async ({ params }) => {
    await passwordReset.requestByEmail(params.email);
    return { ok: true as const };
  }, { rateLimit: authRateLimits.requestPasswordReset });

  defineRoute(app, c.sessionService, 'requestPhonePasswordReset', async ({ params }) => {
    await passwordReset.requestByPhone(params.phone);
    return { ok: true as const };
  }, { rateLimit: authRateLimits.requestPhonePasswordReset });

  defineRoute(app, c.sessionService, 'changePassword', async ({ params, body, request }) => {
    await passwordReset.change(params.id, body, clientAddressOf(request));
    return { ok: true as const };
  }, { rateLimit: authRateLimits.changePassword });

  defineRoute(app, c.sessionService, 'changePasswordByPhone', async ({ params, body, request }) => {
    await passwordReset.changeByPhone(params.phone, body, clientAddressOf(request));
    return { ok: true as const };
  }, { rateLimit: authRateLimits.changePasswordByPhone });
}
