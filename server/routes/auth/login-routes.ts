import type { FastifyInstance } from 'fastify';
import { isPasswordTooLong } from '@contract/rules/validation';
import type { RouteServices } from '../../core/container';
import { authRateLimits } from '../../core/services/auth-policy';
import { usedProvider } from '../../core/services/provider-tokens';
import { badInput } from '../../lib/app-error';
import { decodeBasic } from '../../lib/basic-credentials';
import { clientAddressOf } from '../../lib/client-address';
import { defineRoute } from '../define-route';

const MAX_EMAIL = 254;

/**
 * The e-mail and password of a login: from `Authorization: Basic base64(name:password)`, else from
 * the body's user_name and user_password.
 */
export function passwordCredentials(authorization: string | undefined, body: { user_name?: string | null; user_password?: string | null }) {
  const decoded = decodeBasic(authorization);
  let name = body.user_name ?? '';
  let password = body.user_password ?? '';
  if (decoded !== undefined) {
    const colon = decoded.indexOf(':');
    if (colon < 0) throw badInput('The Authorization header must be Basic base64(e-mail:password).');
    name = decoded.slice(0, colon);
    password = decoded.slice(colon + 1);
  }
  const email = name.trim().toLowerCase();
  if (!email || !password) throw badInput('Please enter your e-mail address and password.');
  if (email.length > MAX_EMAIL || isPasswordTooLong(password)) throw badInput('The e-mail address or password is too long.');
  return { email, password };
}

/** Password, provider and SMS sign-in, the providers' code check, and logout. */
export function registerLoginRoutes(app: FastifyInstance, c: RouteServices): void {
  const { login, smsLogin, social } = c.auth;

  defineRoute(app, c.sessionService, 'login', async ({ body, request, reply }) => {
    if (usedProvider(body)) return social.login(body, body.fingerprint);
    // recommended_by only matters when an account is created; a login never changes it.
    const { email, password } = passwordCredentials(request.headers.authorization, body);
    const { deviceCookie, ...response } = await login.withPassword({ email, password, fingerprint: body.fingerprint, client: clientAddressOf(request), cookies: request.cookies });
    reply.setCookie(deviceCookie.name, deviceCookie.value, deviceCookie.options);
    return response;
  }, { rateLimit: authRateLimits.login });

  defineRoute(app, c.sessionService, 'verifyCode', ({ params }) => social.verifyCode(params.provider, params.code), { rateLimit: authRateLimits.verifyCode });

  defineRoute(app, c.sessionService, 'logout', async ({ session }) => {
    await c.sessionService.revoke(session.sessionId, session.userId);
    return { ok: true as const };
  });

  defineRoute(app, c.sessionService, 'sendSmsCode', async ({ body }) => {
    await smsLogin.send(body.user_phone);
    return { ok: true as const };
  }, { rateLimit: authRateLimits.sendSmsCode });

  defineRoute(app, c.sessionService, 'validateSmsCode', ({ body, request }) => smsLogin.validate(body.user_phone, body.code, body.fingerprint, clientAddressOf(request)), {
    rateLimit: authRateLimits.validateSmsCode,
  });
}
