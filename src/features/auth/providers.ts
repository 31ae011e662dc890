import type { LoginBodySchema } from '@contract/schemas/routes';
import type { Static } from 'typebox';
import { providerState, type Provider } from '../../session/providerState';

export type { Provider };
type ProviderTokenBody = Pick<Static<typeof LoginBodySchema>, 'fbToken' | 'googleToken' | 'vKontakteToken' | 'aituAccessToken'>;

/** The login body field that carries a provider's token. */
export function providerLoginBody(provider: Provider, token: string): ProviderTokenBody {
  switch (provider) {
    case 'facebook': return { fbToken: token };
    case 'google': return { googleToken: token };
    case 'vkontakte': return { vKontakteToken: token };
    case 'aitu': return { aituAccessToken: token };
  }
}

export const PROVIDER_NAMES: Record<Provider, string> = { facebook: 'Facebook', google: 'Google', vkontakte: 'VKontakte', aitu: 'Aitu' };

/** The provider-specific login error's i18n key and values. */
export function providerLoginError(provider: Provider): { key: string; values?: Record<string, string> } {
  if (provider === 'vkontakte') return { key: 'auth.errors.vkLogin' };
  return { key: 'auth.errors.providerLogin', values: { network: PROVIDER_NAMES[provider] } };
}

/** The provider-specific registration error's i18n key and values. */
export function providerRegisterError(provider: Provider): { key: string; values?: Record<string, string> } {
  if (provider === 'vkontakte') return { key: 'auth.errors.vkRegister' };
  if (provider === 'aitu') return { key: 'auth.errors.aituRegister' };
  return { key: 'auth.errors.providerRegister', values: { network: PROVIDER_NAMES[provider] } };
}

/** Denying consent goes back for Facebook and Google, to /login for VKontakte and Aitu. */
export const denyGoesBack = (provider: Provider): boolean => provider === 'facebook' || provider === 'google';

/** The provider's return: the query, with what the URL fragment carries beside it (implicit grants answer in the fragment). */
export function socialReturnParams(search: string, hash: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(hash.replace(/^#/, ''))) if (!params.has(key)) params.set(key, value);
  return params;
}

/**
 * Where a sign-in button sends the member: the provider's authorization page, no provider script.
 * Facebook and Google come back to {origin}/socialAuth with the token in the fragment; VKontakte to
 * {origin}/callback with a code; Aitu to {origin}/socialAuth with a code. Every one carries its
 * provider's state (session/providerState.ts) back; the callbackHash cookie set as the member leaves
 * (providerReturn.ts) says this browser started it.
 */
export function authorizationUrl(provider: Provider, clientId: string, origin: string, options: { sdkVersion: string; nonce: string }): string {
  const socialAuth = `${origin}/socialAuth`;
  const state = providerState(provider);
  switch (provider) {
    case 'facebook': {
      const query = new URLSearchParams({ client_id: clientId, redirect_uri: socialAuth, state, response_type: 'token', scope: 'email' });
      return `https://www.facebook.com/${options.sdkVersion}/dialog/oauth?${query}`;
    }
    case 'google': {
      const query = new URLSearchParams({ client_id: clientId, redirect_uri: socialAuth, state, response_type: 'id_token', scope: 'openid email profile', nonce: options.nonce });
      return `https://accounts.google.com/o/oauth2/v2/auth?${query}`;
    }
    case 'vkontakte': {
      const query = new URLSearchParams({ client_id: clientId, redirect_uri: `${origin}/callback`, response_type: 'code', scope: 'email', display: 'page', state });
      return `https://oauth.vk.com/authorize?${query}`;
    }
    case 'aitu': {
      const query = new URLSearchParams({ client_id: clientId, redirect_uri: socialAuth, response_type: 'code', scope: 'openid phone', state });
      return `https://passport.aitu.io/oauth2/auth?${query}`;
    }
  }
}

/** The providers whose buttons /login shows, with their client ids (VK and Aitu also need their switch). */
export function enabledProviders(config: { socialAppId: string; googleClientId: string; vkAppEnabled: boolean; vkAppId: string; aituEnabled: boolean; aituClientId: string }): [Provider, string][] {
  const all: [Provider, string, boolean][] = [
    ['facebook', config.socialAppId, true],
    ['google', config.googleClientId, true],
    ['vkontakte', config.vkAppId, config.vkAppEnabled],
    ['aitu', config.aituClientId, config.aituEnabled],
  ];
  return all.filter(([, id, on]) => on && id !== '').map(([provider, id]) => [provider, id]);
}
