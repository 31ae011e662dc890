import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseCredentials } from '../../http/auth';
import type { SessionService } from '../../core/services/session-service';
import type { RouteServices } from '../../core/container';
import { authRateLimits } from '../../core/services/auth-policy';
import { usedProvider } from '../../core/services/provider-tokens';
import { defineRoute } from '../define-route';

/**
 * The guest of the registering device: registration is public, and a guest's credentials sent with
 * it (the app sends its session's) only say whose answers the new account takes; an expired or
 * unknown one is no reason to refuse the registration.
 */
async function registeringGuest(request: FastifyRequest, sessions: SessionService): Promise<number | undefined> {
  const credentials = parseCredentials(request.headers.authorization);
  const session = credentials && (await sessions.findActive(credentials.userId, credentials.token));
  return session && session.isGuest && session.status === 'active' ? session.userId : undefined;
}

/** Registration, activation, guest sessions and the e-mail and phone checks of the sign-up form. */
export function registerAccountRoutes(app: FastifyInstance, c: RouteServices): void {
  const { accounts, social } = c.auth;

  defineRoute(app, c.sessionService, 'register', async ({ body, request }) => {
    const guestUserId = await registeringGuest(request, c.sessionService);
    if (usedProvider(body)) return social.register(body, { guestUserId });
    const { userId } = await accounts.register(body, { guestUserId });
    return { user_id: userId, activationRequired: true };
  }, { rateLimit: authRateLimits.register });

  defineRoute(app, c.sessionService, 'activate', ({ params, body }) => accounts.activate(params.a, params.b, body?.browserFingerprint), {
    rateLimit: authRateLimits.activate,
  });

  defineRoute(app, c.sessionService, 'guestLogin', ({ body }) => accounts.guest(body.fingerprint), { rateLimit: authRateLimits.guestLogin });

  defineRoute(app, c.sessionService, 'isEmailValid', ({ params }) => accounts.emailStatus(params.email), { rateLimit: authRateLimits.isEmailValid });

  defineRoute(app, c.sessionService, 'checkPhone', ({ query }) => accounts.phoneStatus(query.user_phone), { rateLimit: authRateLimits.checkPhone });
}
