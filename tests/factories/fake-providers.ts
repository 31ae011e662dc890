import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A person a fake provider vouches for; leave email out for a provider that sends none. */
export interface FakePerson {
  email?: string;
  first_name: string;
  last_name: string;
  phone?: string;
}

export interface FakeProviders {
  url: string;
  /** The provider environment of a server that asks this fake (tests replace providers at the network boundary). */
  env: Record<string, string>;
  /** A token (Facebook, Google) or a code (VK, Aitu) that vouches for this person. */
  add(tokenOrCode: string, person: FakePerson): void;
  close(): Promise<void>;
}

/** Tokens and codes with a behaviour of their own, for every provider. */
export const SLOW = 'slow-answer';
export const MALFORMED = 'malformed-answer';
export const OTHER_AUDIENCE = 'other-audience';

const APP = { facebook: 'fake-fb-app', google: 'fake-google-client', vk: 'fake-vk-app', aitu: 'fake-aitu-client' };

/**
 * Facebook, Google, VKontakte and Aitu as a real HTTP server on 127.0.0.1, answering in each
 * provider's shape: Graph debug_token and /me, Google's tokeninfo, VK's OAuth access_token and users.get, Aitu
 * Passport's token and users/me. Unknown tokens get the provider's refusal; SLOW answers after the
 * server's timeout; MALFORMED answers a body that is not JSON.
 */
export async function startFakeProviders(port = 0, timeoutMs = 1000): Promise<FakeProviders> {
  const people = new Map<string, FakePerson>();
  const vkId = (code: string) => 1000 + [...people.keys()].indexOf(code);

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    let body = '';
    for await (const chunk of request) body += chunk;
    const form = new URLSearchParams(body);
    const key = url.searchParams.get('input_token') ?? url.searchParams.get('access_token') ?? url.searchParams.get('id_token') ?? url.searchParams.get('code') ?? form.get('code')
      ?? request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const token = key.replace(/^(vk|aitu)-token-/, '');
    if (token === SLOW) {
      await new Promise((resolve) => setTimeout(resolve, timeoutMs * 3));
      if (!response.destroyed) json(response, 200, {});
      return;
    }
    if (token === MALFORMED) {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"email": "half');
      return;
    }
    const person = people.get(token);
    switch (url.pathname) {
      case '/facebook/debug_token':
        if (url.searchParams.get('access_token') !== `${APP.facebook}|fake-fb-secret`) return json(response, 400, { error: { message: 'Invalid app token', code: 190 } });
        return json(response, 200, { data: { is_valid: person !== undefined, app_id: token === OTHER_AUDIENCE ? 'another-app' : APP.facebook } });
      case '/facebook/me':
        if (!person) return json(response, 400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
        return json(response, 200, { id: '10', name: `${person.first_name} ${person.last_name}`, first_name: person.first_name, last_name: person.last_name, email: person.email });
      case '/google/tokeninfo':
        if (!person) return json(response, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
        return json(response, 200, {
          aud: token === OTHER_AUDIENCE ? 'someone-else' : APP.google, email: person.email, email_verified: 'true', given_name: person.first_name, family_name: person.last_name,
        });
      case '/vk/oauth/access_token':
        if (!person || url.searchParams.get('client_secret') !== 'fake-vk-secret') return json(response, 401, { error: 'invalid_grant', error_description: 'Code is invalid or expired.' });
        return json(response, 200, { access_token: `vk-token-${token}`, expires_in: 86400, user_id: vkId(token), email: person.email });
      case '/vk/api/method/users.get':
        // VK answers its errors with 200 and an error object.
        if (!person) return json(response, 200, { error: { error_code: 5, error_msg: 'User authorization failed: invalid access_token.' } });
        return json(response, 200, { response: [{ id: vkId(token), first_name: person.first_name, last_name: person.last_name }] });
      case '/aitu/oauth2/token':
        if (!person || form.get('client_secret') !== 'fake-aitu-secret') return json(response, 400, { error: 'invalid_grant' });
        return json(response, 200, { access_token: `aitu-token-${token}`, token_type: 'Bearer' });
      case '/aitu/api/v1/users/me':
        if (!person) return json(response, 401, { error: 'unauthorized' });
        return json(response, 200, { id: token, phone: person.phone, first_name: person.first_name, last_name: person.last_name });
      default:
        return json(response, 404, { error: 'not found' });
    }
  }

  const server = createServer((request, response) => void answer(request, response).catch(() => response.destroy()));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      FACEBOOK_APP_ID: APP.facebook,
      FACEBOOK_APP_SECRET: 'fake-fb-secret',
      FACEBOOK_GRAPH_URL: `${url}/facebook`,
      GOOGLE_CLIENT_ID: APP.google,
      GOOGLE_TOKENINFO_URL: `${url}/google/tokeninfo`,
      VK_APP_ID: APP.vk,
      VK_APP_SECRET: 'fake-vk-secret',
      VK_OAUTH_URL: `${url}/vk/oauth`,
      VK_API_URL: `${url}/vk/api`,
      AITU_CLIENT_ID: APP.aitu,
      AITU_CLIENT_SECRET: 'fake-aitu-secret',
      AITU_PASSPORT_URL: `${url}/aitu`,
      PROVIDER_TIMEOUT_MS: String(timeoutMs),
    },
    add: (tokenOrCode, person) => void people.set(tokenOrCode, person),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
