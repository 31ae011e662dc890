import type { RegisterBodySchema } from '@contract/schemas/routes';
import type { SiteConfig } from '@contract/schemas/site-config';
import { AppError, badInput } from '../../lib/app-error';
import type { CredentialsRepository } from '../repositories/credentials-repository';
import type { ReferenceRepository } from '../repositories/reference-repository';
import type { Static } from 'typebox';

const MAX_USER_ID = 2_147_483_647;

export const emailTaken = () => AppError.of(409, 'emailTaken', 'An account with this e-mail address already exists.');
export const phoneTaken = () => AppError.of(409, 'phoneTaken', 'This phone number is already used by another account.');

/** What every registration (e-mail or social) resolves the same way: the language and the recommender. */
export function createRegistrationLookups(deps: { siteConfig: SiteConfig; reference: ReferenceRepository; credentials: CredentialsRepository }) {
  const { siteConfig, reference, credentials } = deps;
  return {
    async languageId(uiName: string): Promise<number> {
      const language = siteConfig.allowedLanguages.includes(uiName) ? await reference.languageByUiName(uiName) : undefined;
      if (!language) throw badInput('This language is not available.', 'unknownLanguage');
      return language.id;
    },

    /** A recommender must be an active member, as only they have an invite link; 0, '' and other ids mean nobody. */
    async recommender(value: Static<typeof RegisterBodySchema>['user_recommended_by']): Promise<number | null> {
      const id = typeof value === 'string' ? Number(value || 0) : (value ?? 0);
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_USER_ID) return null;
      return (await credentials.isActiveMember(id)) ? id : null;
    },
  };
}
export type RegistrationLookups = ReturnType<typeof createRegistrationLookups>;
