import { AppError } from '../../../lib/app-error';

export interface ProviderTokens {
  fbToken?: string | null;
  googleToken?: string | null;
  vKontakteToken?: string | null;
  aituAccessToken?: string | null;
}

/** Spec section 8: each provider's login and registration error texts. */
const PROVIDERS: { field: keyof ProviderTokens; login: string; register: string }[] = [
  {
    field: 'fbToken',
    login: 'Error occurred while trying to login user using Facebook!',
    register: 'Error occurred while trying to register user using Facebook!',
  },
  {
    field: 'googleToken',
    login: 'Error occurred while trying to login user using Google!',
    register: 'Error occurred while trying to register user using Google!',
  },
  {
    field: 'vKontakteToken',
    login: 'Error with VKontakte login, please contact the provider!',
    register: 'Error with VKontakte register, please contact the provider!',
  },
  {
    field: 'aituAccessToken',
    login: 'Error while trying to login to the account, please contact the provider!',
    register: 'Error registering user with Aitu!',
  },
];

/**
 * No social or phone provider is configured on this server, so a provider token cannot be checked:
 * refuse it with the provider's own message rather than treat it as an e-mail sign-in.
 */
export function rejectProviderTokens(tokens: ProviderTokens, action: 'login' | 'register'): void {
  const used = PROVIDERS.find((provider) => tokens[provider.field]);
  if (used) throw AppError.of(400, 'providerUnavailable', used[action]);
}
