/** The sign-in providers. */
export type Provider = 'facebook' | 'google' | 'vkontakte' | 'aitu';

/** Each provider's OAuth state: the /socialAuth states (Aitu's is `login_method_aitu`). */
const STATES: Record<Provider, string> = { facebook: 'facebook', google: 'google', vkontakte: 'vkontakte', aitu: 'login_method_aitu' };

/** The OAuth state sent to a provider: it says which provider came back. */
export const providerState = (provider: Provider): string => STATES[provider];

/** The provider of a returned state, or null for any other state. */
export const providerOfState = (state: string | null): Provider | null =>
  (Object.keys(STATES) as Provider[]).find((candidate) => STATES[candidate] === state) ?? null;
