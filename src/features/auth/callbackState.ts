import type { Provider } from './providers';

/** The cookie that ties a provider's return to the sign-in the member started (spec sections 3 and 9). */
export const CALLBACK_HASH_COOKIE = 'callbackHash';

/** Each provider's marker in the OAuth state: the /socialAuth states of spec 2.1. */
const STATE_MARKERS: Record<Provider, string> = { facebook: 'facebook', google: 'google', vkontakte: 'vkontakte', aitu: 'login_method_aitu' };
const SEPARATOR = '.';
const HASH = /^[A-Za-z0-9_-]{22,64}$/;

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

/** The /socialAuth states of each provider (spec 2.1), with or without the callbackHash value. */
export const providerOfState = (state: string | null): Provider | null => parseProviderState(state)?.provider ?? null;

/** A return is taken only when its state carries the value this browser stored before leaving. */
export const stateMatches = (hash: string | null, stored: string | null): boolean => hash !== null && stored !== null && HASH.test(hash) && hash === stored;

/** A fresh callbackHash value: 128 random bits, base64url. */
export function newCallbackHash(random: Uint8Array = crypto.getRandomValues(new Uint8Array(16))): string {
  return btoa(String.fromCharCode(...random)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Where a failed provider sign-in goes back to: the page the member left for the provider (same
 * site, not a provider return), else /login.
 */
export function pageToGoBackTo(stored: string | null): string {
  if (!stored || !stored.startsWith('/') || stored.startsWith('//') || stored.startsWith('/\\')) return '/login';
  const path = stored.split(/[?#]/)[0] ?? '';
  if (path === '/socialAuth' || path === '/callback') return '/login';
  return stored;
}
