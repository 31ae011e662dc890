import { ProviderFailure, providerJson, text, type TokenVerifier } from './provider-http';

/**
 * Facebook: debug_token first proves the token was issued to this app (a token another app obtained
 * for the same person is refused), then the Graph API reads its person (fields name, email,
 * first_name, last_name).
 */
export function createFacebookProvider(options: { graphUrl: string; appId: string; appSecret: string; timeoutMs: number }): TokenVerifier {
  async function assertOurApp(token: string): Promise<void> {
    const query = new URLSearchParams({ input_token: token, access_token: `${options.appId}|${options.appSecret}` });
    const { data } = await providerJson(`${options.graphUrl}/debug_token?${query}`, options.timeoutMs);
    const info = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    if (info.is_valid !== true || String(info.app_id) !== options.appId) throw new ProviderFailure('token not issued to this app');
  }

  return {
    async verify(token) {
      await assertOurApp(token);
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
