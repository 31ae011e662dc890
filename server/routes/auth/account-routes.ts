import type { FastifyInstance } from 'fastify';
import type { Container } from '../../plugins/app/container';
import { authRateLimits } from '../../plugins/app/services/auth-policy';
import { usedProvider } from '../../plugins/app/services/provider-tokens';
import { defineRoute } from '../define-route';

/** Registration, activation, guest sessions and the e-mail and phone checks of the sign-up form. */
export function registerAccountRoutes(app: FastifyInstance, c: Container): void {
  const { accounts, social } = c.auth;

  defineRoute(app, c.sessions, 'register', async ({ body }) => {
    if (usedProvider(body)) return social.register(body);
    const { userId } = await accounts.register(body);
    return { user_id: userId, activationRequired: true };
  }, { rateLimit: authRateLimits.register });

  defineRoute(app, c.sessions, 'activate', ({ params, body }) => accounts.activate(Number(params.a), params.b, body?.browserFingerprint), {
    rateLimit: authRateLimits.activate,
  });

  defineRoute(app, c.sessions, 'guestLogin', ({ body }) => accounts.guest(body.fingerprint), { rateLimit: authRateLimits.guestLogin });

  defineRoute(app, c.sessions, 'isEmailValid', ({ params }) => accounts.emailStatus(params.email), { rateLimit: authRateLimits.isEmailValid });

  defineRoute(app, c.sessions, 'checkPhone', ({ query }) => accounts.phoneStatus(query.user_phone), { rateLimit: authRateLimits.checkPhone });
}
