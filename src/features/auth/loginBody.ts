import type { Static } from 'typebox';
import type { LoginBodySchema } from '@contract/schemas/routes';
import { providerLoginBody, type Provider } from './providers';

type LoginBody = Static<typeof LoginBodySchema>;

/** What every sign-in sends beside its own credentials: the browser's fingerprint and the kept recommender. */
interface DeviceFacts {
  fingerprint: string | null;
  recommendedBy: string | null;
}

export interface PasswordLogin extends DeviceFacts {
  email: string;
  password: string;
}

export interface ProviderLogin extends DeviceFacts {
  provider: Provider;
  token: string;
}

const NO_TOKENS = { fbToken: null, googleToken: null, vKontakteToken: null, aituAccessToken: null } as const;

/**
 * The login payload of the e-mail sign-in: no provider token, the e-mail and password
 * (the Basic header carries them too, and the server reads it first), the fingerprint and the kept
 * recommender.
 */
export function passwordLoginBody({ email, password, fingerprint, recommendedBy }: PasswordLogin): LoginBody {
  return { ...NO_TOKENS, user_name: email, user_password: password, fingerprint, recommended_by: recommendedBy };
}

/** The same payload for a provider's sign-in: its token in its own field, the others and the credentials null. */
export function providerSignInBody({ provider, token, fingerprint, recommendedBy }: ProviderLogin): LoginBody {
  return { ...NO_TOKENS, ...providerLoginBody(provider, token), user_name: null, user_password: null, fingerprint, recommended_by: recommendedBy };
}
