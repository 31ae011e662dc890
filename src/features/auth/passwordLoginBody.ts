import type { Static } from 'typebox';
import type { LoginBodySchema } from '@contract/schemas/routes';

export interface PasswordLogin {
  email: string;
  password: string;
  fingerprint: string | null;
  recommendedBy: string | null;
}

/**
 * Spec 3 and 7, the login payload of the e-mail sign-in: no provider token, the e-mail and password
 * (the Basic header carries them too, and the server reads it first), the fingerprint and the kept
 * recommender.
 */
export function passwordLoginBody({ email, password, fingerprint, recommendedBy }: PasswordLogin): Static<typeof LoginBodySchema> {
  return {
    fbToken: null,
    googleToken: null,
    vKontakteToken: null,
    aituAccessToken: null,
    user_name: email,
    user_password: password,
    fingerprint,
    recommended_by: recommendedBy,
  };
}
