import type { LoginBodySchema } from '../../../server/contract/routes';
import type { Static } from 'typebox';

export type Provider = 'facebook' | 'google' | 'vkontakte' | 'aitu';
type LoginBody = Static<typeof LoginBodySchema>;

/** The /socialAuth state of each provider (spec 2.1). */
export function providerOfState(state: string | null): Provider | null {
  switch (state) {
    case 'facebook': return 'facebook';
    case 'google': return 'google';
    case 'vkontakte': return 'vkontakte';
    case 'login_method_aitu': return 'aitu';
    default: return null;
  }
}

/** The login body field that carries a provider's token. */
export function providerLoginBody(provider: Provider, token: string): LoginBody {
  switch (provider) {
    case 'facebook': return { fbToken: token };
    case 'google': return { googleToken: token };
    case 'vkontakte': return { vKontakteToken: token };
    case 'aitu': return { aituAccessToken: token };
  }
}

export const PROVIDER_NAMES: Record<Provider, string> = { facebook: 'Facebook', google: 'Google', vkontakte: 'VKontakte', aitu: 'Aitu' };

/** Section 8: the provider-specific login error's i18n key and values. */
export function providerLoginError(provider: Provider): { key: string; values?: Record<string, string> } {
  if (provider === 'vkontakte') return { key: 'auth.errors.vkLogin' };
  return { key: 'auth.errors.providerLogin', values: { network: PROVIDER_NAMES[provider] } };
}
