import { providerJson, text, type TokenVerifier } from './provider-http';

/** Facebook: the Graph API reads the token's person (spec 7: fields name, email, first_name, last_name). */
export function createFacebookProvider(options: { graphUrl: string; timeoutMs: number }): TokenVerifier {
  return {
    async verify(token) {
      const query = new URLSearchParams({ fields: 'name,email,first_name,last_name', access_token: token });
      const me = await providerJson(`${options.graphUrl}/me?${query}`, options.timeoutMs);
      const [first = '', ...rest] = (text(me, 'name') ?? '').split(/\s+/);
      return {
        email: text(me, 'email') ?? null,
        firstName: text(me, 'first_name') ?? first,
        lastName: text(me, 'last_name') ?? rest.join(' '),
      };
    },
  };
}
