/** The sign-in providers. */
export type Provider = 'facebook' | 'google' | 'vkontakte' | 'aitu';

/** Each provider's marker in the OAuth state: the /socialAuth states. */
const STATE_MARKERS: Record<Provider, string> = { facebook: 'facebook', google: 'google', vkontakte: 'vkontakte', aitu: 'login_method_aitu' };
const SEPARATOR = '.';

/**
 * The OAuth state sent to a provider: its marker, a dot, and the random callbackHash value (for Aitu
 * `login_method_aitu.{hash}`). The marker says which provider came back; the value proves that this
 * browser started the sign-in.
 */
export const providerState = (provider: Provider, callbackHash: string): string => `${STATE_MARKERS[provider]}${SEPARATOR}${callbackHash}`;

/** The provider and callbackHash value of a returned state; a bare marker has no value (and will not match). Null for an unknown provider. */
export function parseProviderState(state: string | null): { provider: Provider; hash: string | null } | null {
  if (state === null) return null;
  const separator = state.indexOf(SEPARATOR);
  const marker = separator < 0 ? state : state.slice(0, separator);
  const provider = (Object.keys(STATE_MARKERS) as Provider[]).find((candidate) => STATE_MARKERS[candidate] === marker);
  if (!provider) return null;
  return { provider, hash: separator < 0 ? null : state.slice(separator + 1) };
}

/** The /socialAuth states of each provider, with or without the callbackHash value. */
export const providerOfState = (state: string | null): Provider | null => parseProviderState(state)?.provider ?? null;
