import { AppError } from '../../lib/app-error';

export interface ProviderTokens {
  fbToken?: string | null;
  googleToken?: string | null;
  vKontakteToken?: string | null;
  aituAccessToken?: string | null;
}

export type ProviderName = 'facebook' | 'google' | 'vkontakte' | 'aitu';

interface ProviderTexts {
  name: ProviderName;
  field: keyof ProviderTokens;
  network: string;
  login: string;
  register: string;
}

/** Each provider's login and registration error texts. */
const PROVIDERS: ProviderTexts[] = [
  {
    name: 'facebook',
    field: 'fbToken',
    network: 'Facebook',
    login: 'Error occurred while trying to login user using Facebook!',
    register: 'Error occurred while trying to register user using Facebook!',
  },
  {
    name: 'google',
    field: 'googleToken',
    network: 'Google',
    login: 'Error occurred while trying to login user using Google!',
    register: 'Error occurred while trying to register user using Google!',
  },
  {
    name: 'vkontakte',
    field: 'vKontakteToken',
    network: 'VKontakte',
    login: 'Error with VKontakte login, please contact the provider!',
    register: 'Error with VKontakte register, please contact the provider!',
  },
  {
    name: 'aitu',
    field: 'aituAccessToken',
    network: 'Aitu',
    login: 'Error while trying to login to the account, please contact the provider!',
    register: 'Error registering user with Aitu!',
  },
];

const texts = (name: ProviderName) => PROVIDERS.find((provider) => provider.name === name) as ProviderTexts;

/** The providers whose tokens a request fills in, in the table's order. */
const providersCarried = (tokens: ProviderTokens): ProviderTexts[] => PROVIDERS.filter((provider) => tokens[provider.field]);

/** How many provider tokens a request carries: the payload sends one, the others null. */
export const providerTokenCount = (tokens: ProviderTokens): number => providersCarried(tokens).length;

/** The provider whose token a login or registration carries (the first one filled in), and the token. */
export function usedProvider(tokens: ProviderTokens): { provider: ProviderName; token: string } | undefined {
  const used = providersCarried(tokens)[0];
  return used ? { provider: used.name, token: tokens[used.field] as string } : undefined;
}

/** The provider's own login or registration error. */
export const providerError = (name: ProviderName, action: 'login' | 'register') => AppError.of(400, 'providerUnavailable', texts(name)[action]);

/** The provider vouched for nobody's e-mail. */
export function missingEmailError(name: ProviderName): AppError {
  const { network } = texts(name);
  return AppError.of(400, 'providerNoEmail', `Error with ${network} register, no email address received from ${network}!`);
}

/**
 * A provider that is not configured on this server cannot check its token: refuse it with the
 * provider's own message rather than treat it as an e-mail sign-in.
 */
export function rejectProviderTokens(tokens: ProviderTokens, action: 'login' | 'register'): void {
  const used = usedProvider(tokens);
  if (used) throw providerError(used.provider, action);
}
