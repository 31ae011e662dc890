import { ApiError, type ProviderProfile } from '../../api/client';
import { ErrorCode } from '@contract/rules/error-codes';
import type { LoginResponse } from '@contract/schemas/entities';
import type { RegisterBodySchema } from '@contract/schemas/routes';
import type { LoginErrorCodes } from './validation';
import { PROVIDER_NAMES, providerLoginBody, providerLoginError, type Provider } from './providers';
import type { RegistrationExtras } from './registrationExtras';
import type { Static } from 'typebox';

type Message = { key: string; values?: Record<string, string> };

/** What the app does after a provider login. */
export type LoginOutcome =
  | { kind: 'signedIn'; response: LoginResponse }
  | { kind: 'consentForUpdate'; response: LoginResponse }
  | { kind: 'consentForRegistration'; profile: ProviderProfile }
  | { kind: 'failed'; message: Message };

/** Step 2 or 3: the answer carries user_agrees_contact (signed in) or lacks it (consent, then the update). */
export function outcomeOfLogin(response: LoginResponse): LoginOutcome {
  return response.user_agrees_contact === undefined ? { kind: 'consentForUpdate', response } : { kind: 'signedIn', response };
}

/** Steps 4, 5, 7 and 8: not active, non-existent (consent, then registration), no e-mail, anything else. */
export function outcomeOfLoginError(error: unknown, provider: Provider, codes: LoginErrorCodes): LoginOutcome {
  const code = error instanceof ApiError ? error.code : null;
  if (code === codes.userNotActive) return { kind: 'failed', message: { key: 'auth.errors.userNotActive' } };
  if (code === codes.userNonExistent && error instanceof ApiError && error.profile) return { kind: 'consentForRegistration', profile: error.profile };
  if (code === ErrorCode.providerNoEmail) return { kind: 'failed', message: { key: 'auth.errors.missingEmail', values: { network: PROVIDER_NAMES[provider] } } };
  return { kind: 'failed', message: providerLoginError(provider) };
}

/**
 * The registration payload (social): the provider's e-mail and names as the server's check gave
 * them, consent given, the provider's token and the others null.
 */
export function socialRegistrationBody(
  provider: Provider,
  token: string,
  profile: ProviderProfile,
  extra: RegistrationExtras,
): Static<typeof RegisterBodySchema> {
  return {
    user_email: profile.email,
    user_surname: profile.first_name,
    user_lastname: profile.last_name,
    user_agrees_contact: true,
    agreeTerms: true,
    agreeProcessing: true,
    user_recommended_by: extra.recommendedBy,
    user_erg_employee: extra.ergEmployee,
    user_language_string: extra.language,
    fbToken: null,
    googleToken: null,
    vKontakteToken: null,
    ...providerLoginBody(provider, token),
  };
}
