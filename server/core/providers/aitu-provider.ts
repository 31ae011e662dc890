import { ProviderFailure, providerJson, required, text, type TokenVerifier } from './provider-http';

export interface AituUserData {
  phone: string;
  first_name: string;
  last_name: string;
  accessToken: string;
}

/**
 * Aitu: the /socialAuth code is exchanged at Aitu Passport for an access
 * token; the token reads the person's phone and names. The phone is the identity (the caller adds
 * the phone pseudo-domain).
 */
export function createAituProvider(options: {
  clientId: string; clientSecret: string; passportUrl: string; redirectUri: string; timeoutMs: number;
}): TokenVerifier & { exchange(code: string): Promise<AituUserData> } {
  async function me(token: string): Promise<Omit<AituUserData, 'accessToken'>> {
    const person = await providerJson(`${options.passportUrl}/api/v1/users/me`, options.timeoutMs, { headers: { authorization: `Bearer ${token}` } });
    const phone = required(person, 'phone').replace(/[^0-9+]/g, '');
    if (!/^\+?[0-9]{6,15}$/.test(phone)) throw new ProviderFailure('Aitu answered a phone that is not a number');
    return { phone, first_name: text(person, 'first_name') ?? '', last_name: text(person, 'last_name') ?? '' };
  }

  return {
    async exchange(code) {
      const form = new URLSearchParams({
        grant_type: 'authorization_code', code, redirect_uri: options.redirectUri, client_id: options.clientId, client_secret: options.clientSecret,
      });
      const answer = await providerJson(`${options.passportUrl}/oauth2/token`, options.timeoutMs, {
        method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const accessToken = required(answer, 'access_token');
      return { ...(await me(accessToken)), accessToken };
    },

    async verify(token) {
      const person = await me(token);
      return { email: null, phone: person.phone, firstName: person.first_name, lastName: person.last_name };
    },
  };
}
