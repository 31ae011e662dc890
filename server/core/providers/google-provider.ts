import { ProviderFailure, providerJson, text, type TokenVerifier } from './provider-http';

/**
 * Google: the ID token is checked by Google's tokeninfo endpoint (signature and expiry), then its
 * audience must be this site's client id; claims email, given_name, family_name.
 */
export function createGoogleProvider(options: { tokeninfoUrl: string; clientId: string; timeoutMs: number }): TokenVerifier {
  return {
    async verify(token) {
      const claims = await providerJson(`${options.tokeninfoUrl}?${new URLSearchParams({ id_token: token })}`, options.timeoutMs);
      if (claims.aud !== options.clientId) throw new ProviderFailure('ID token issued to another client');
      const verified = claims.email_verified;
      const email = verified === false || verified === 'false' ? undefined : text(claims, 'email');
      return { email: email ?? null, firstName: text(claims, 'given_name') ?? '', lastName: text(claims, 'family_name') ?? '' };
    },
  };
}
