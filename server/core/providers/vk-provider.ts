import { createHmac, timingSafeEqual } from 'node:crypto';
import { ProviderFailure, providerJson, required, text, type ProviderProfile, type TokenVerifier } from './provider-http';

const API_VERSION = '5.131';

export interface VkUserData {
  user_id: string;
  access_token: string;
  email: string | null;
  first_name: string;
  last_name: string;
}

/**
 * VKontakte: the /callback code is exchanged at VK's OAuth endpoint for an access token, the user's
 * id and e-mail; users.get gives the names. VK tells the e-mail only at that exchange, so the
 * access_token handed to the app is VK's token sealed with the e-mail (HMAC with a server secret):
 * the login's `user_id:access_token` then proves both without any state kept on the server.
 */
export function createVkProvider(options: {
  appId: string; appSecret: string; oauthUrl: string; apiUrl: string; redirectUri: string; timeoutMs: number; secret(): Promise<string>;
}): TokenVerifier & { exchange(code: string): Promise<VkUserData> } {
  const mac = async (userId: string, token: string, email: string) =>
    createHmac('sha256', await options.secret()).update(`vk:${userId}:${token}:${email}`).digest('base64url');

  async function names(userId: string, token: string): Promise<{ first_name: string; last_name: string }> {
    const query = new URLSearchParams({ user_ids: userId, access_token: token, v: API_VERSION });
    const answer = await providerJson(`${options.apiUrl}/method/users.get?${query}`, options.timeoutMs);
    const [person] = Array.isArray(answer.response) ? (answer.response as Record<string, unknown>[]) : [];
    if (!person || typeof person !== 'object' || String(person.id) !== userId) throw new ProviderFailure('users.get did not answer this user');
    return { first_name: text(person, 'first_name') ?? '', last_name: text(person, 'last_name') ?? '' };
  }

  return {
    async exchange(code) {
      const query = new URLSearchParams({ client_id: options.appId, client_secret: options.appSecret, redirect_uri: options.redirectUri, code });
      const answer = await providerJson(`${options.oauthUrl}/access_token?${query}`, options.timeoutMs);
      const userId = required(answer, 'user_id');
      const token = required(answer, 'access_token');
      const email = text(answer, 'email')?.toLowerCase() ?? null;
      const person = await names(userId, token);
      const sealed = email === null ? token : `${Buffer.from(email).toString('base64url')}.${await mac(userId, token, email)}.${token}`;
      return { user_id: userId, access_token: sealed, email, ...person };
    },

    async verify(loginToken): Promise<ProviderProfile> {
      const colon = loginToken.indexOf(':');
      const userId = loginToken.slice(0, colon);
      const [encodedEmail, seal, ...tokenParts] = loginToken.slice(colon + 1).split('.');
      const token = tokenParts.join('.');
      if (colon < 1 || !/^[0-9]{1,20}$/.test(userId) || !encodedEmail || !seal || !token) throw new ProviderFailure('not a sealed VK token');
      const email = Buffer.from(encodedEmail, 'base64url').toString('utf8');
      const expected = Buffer.from(await mac(userId, token, email));
      const given = Buffer.from(seal);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new ProviderFailure('VK token seal does not match');
      const person = await names(userId, token);
      return { email, firstName: person.first_name, lastName: person.last_name };
    },
  };
}
