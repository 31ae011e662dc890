import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseCredentials } from '../../http/auth';
import type { SessionsRepository } from '../../core/repositories/sessions-repository';
import type { Container } from '../../core/container';
import { authRateLimits } from '../../core/services/auth-policy';
import { usedProvider } from '../../core/services/provider-tokens';
import { defineRoute } from '../define-route';

/**
 * The guest of the registering device: registration is public, and a guest's credentials sent with
 * it (the app sends its session's) only say whose answers the new account takes; an expired or
 * unknown one is no reason to refuse the registration.
 */
async function registeringGuest(request: FastifyRequest, sessions: SessionsRepository): Promise<number | undefined> {
  const credentials = parseCredentials(request.headers.authorization);
  const session = credentials && (await sessions.findActive(credentials.userId, credentials.token));
  return session && session.isGuest && session.status === 'active' ? session.userId : undefined;
}

/** Registration, activation, guest sessions and the e-mail and phone checks of the sign-up form. */
export function registerAccountRoutes(app: FastifyInstance, c: Container): void {
  const { accounts, social } = c.auth;

  defineRoute(app, c.sessions, 'register', async ({ body, request }) => {
    if (usedProvider(body)) return social.register(body);
    const { userId } = await accounts.register(body, { guestUserId: await registeringGuest(request, c.sessions) });
    return { user_id: userId, activationRequired: true };
  }, { rateLimit: authRateLimits.register });

  defineRoute(app, c.sessions, 'activate', ({ params, body }) => accounts.activate(Number(params.a), params.b, body?.browserFingerprint), {
    rateLimit: authRateLimits.activate,
  });

  defineRoute(app, c.sessions, 'guestLogin', ({ body }) => accounts.guest(body.fingerprint), { rateLimit: authRateLimits.guestLogin });

  defineRoute(app, c.sessions, 'isEmailValid', ({ params }) => accounts.emailStatus(params.email), { rateLimit: authRateLimits.isEmailValid });

  defineRoute(app, c.sessions, 'checkPhone', ({ query }) => accounts.phoneStatus(query.user_phone), { rateLimit: authRateLimits.checkPhone });
}
