import type { FastifyBaseLogger } from 'fastify';
import type { LoginResponse } from '@contract/schemas/entities';
import type { SiteConfig } from '@contract/schemas/site-config';
import { consentGiven, normalizePhone } from '@contract/rules/validation';
import type { Db } from '../../db/client';
import { AppError, badInput } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import { ProviderFailure } from '../providers/provider-http';
import type { SocialProviders } from '../providers/social-providers';
import type { CredentialsRepository } from '../repositories/credentials-repository';
import type { UserLogRepository } from '../repositories/user-log-repository';
import type { UsersRepository } from '../repositories/users-repository';
import type { RegisterInput } from './account-service';
import { createLoginErrors } from './login-service';
import { missingEmailError, providerError, providerTokenCount, usedProvider, type ProviderName, type ProviderTokens } from './provider-tokens';
import { emailTaken, phoneTaken, type RegistrationLookups } from './registration-rules';
import type { GuestMergeService } from './guest-merge-service';
import type { SignIn } from './sign-in';
import { phoneIdentity, providerEmail, providerName, sameEmail } from './social-rules';
import type { Clock } from '../../lib/clock';

const NETWORK: Record<ProviderName, string> = { facebook: 'Facebook', google: 'Google', vkontakte: 'VKontakte', aitu: 'Aitu' };

/** A person a provider vouched for: the identity e-mail (Aitu: the phone identity) and names. */
interface Verified {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

/**
 * Social and phone-provider sign-in: the server checks each token with its
 * provider and takes the e-mail and names from that check only, never from the app.
 */
export function createSocialSignInService(deps: {
  clock: Clock;
  db: Db; siteConfig: SiteConfig; log: FastifyBaseLogger; providers: SocialProviders; users: UsersRepository; credentials: CredentialsRepository;
  userLog: UserLogRepository; signIn: SignIn; lookups: RegistrationLookups;
  guestMerge?: Pick<GuestMergeService, 'merge'>;
}) {
  const { db, siteConfig, log, providers, users, credentials, userLog, signIn, lookups } = deps;
  const { nonExistent, locked, accountStateError } = createLoginErrors(siteConfig);

  /** Runs a provider call; its failures (refusal, timeout, malformed answer) become the provider's own error. */
  async function asking<T>(provider: ProviderName, action: 'login' | 'register', work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      log.warn({ provider, reason: error.message }, 'provider check failed');
      throw providerError(provider, action);
    }
  }

  async function verified(tokens: ProviderTokens, action: 'login' | 'register'): Promise<{ provider: ProviderName; person: Verified }> {
    const used = usedProvider(tokens);
    if (!used) throw badInput('A provider token is missing.');
    if (providerTokenCount(tokens) > 1) throw badInput('Send the token of one provider only; the others must be null.');
    const { provider, token } = used;
    const verifier = providers.verifiers[provider];
    if (!verifier) throw providerError(provider, action);
    const profile = await asking(provider, action, () => verifier.verify(token));
    const names = { firstName: providerName(profile.firstName), lastName: providerName(profile.lastName) };
    if (profile.phone) return { provider, person: { email: phoneIdentity(profile.phone), phone: normalizePhone(profile.phone), ...names } };
    const email = providerEmail(profile.email, siteConfig.guestEmailDomain);
    if (!email) throw missingEmailError(provider);
    return { provider, person: { email, phone: null, ...names } };
  }

  async function create(input: RegisterInput, provider: ProviderName, person: Verified, guestUserId: number | undefined): Promise<number> {
    const now = new Date(deps.clock.now());
    const values = {
      email: person.email,
      passwordHash: null,
      surname: person.firstName,
      lastname: person.lastName,
      phone: person.phone,
      languageId: await lookups.languageId(input.user_language_string ?? siteConfig.defaultLanguage),
      agreesContact: true,
      termsAcceptedAt: now,
      recommendedBy: await lookups.recommender(input.user_recommended_by),
      ergEmployee: input.user_erg_employee ?? false,
      makeForecaster: input.makeForecaster ?? false,
      status: 'active' as const,
      activatedAt: now,
    };
    try {
      return await db.transaction(async (tx) => {
        const row = await users.insert(values, tx);
        await userLog.write(row.id, 'registration', `Account registered with ${NETWORK[provider]}`, { provider }, tx);
        // Active at once: the device's guest hands over what it earned now, as an e-mail account's does at activation.
        if (guestUserId !== undefined) await deps.guestMerge?.merge(guestUserId, row.id, tx);
        return row.id;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      throw constraint === 'users_phone_key' ? phoneTaken() : emailTaken();
    }
  }

  return {
    /**
     * Login with a provider token. An account without a recorded agreement answers without
     * user_agrees_contact (the app then asks for consent); no account answers the configured
     * "non-existent" code with the verified profile, which the app's registration sends back.
     */
    async login(tokens: ProviderTokens, fingerprint?: string | null): Promise<LoginResponse> {
      const { person } = await verified(tokens, 'login');
      const user = await users.byEmail(person.email);
      if (!user || user.isGuest || user.status === 'deleted') {
        throw nonExistent({ profile: { email: person.email, first_name: person.firstName, last_name: person.lastName } });
      }
      const refused = accountStateError(user.status);
      if (refused) throw refused;
      if (!(await credentials.recordSignIn(user.id, fingerprint))) throw locked();
      const { user_agrees_contact: agrees, ...response } = await signIn.returningMember(user);
      return user.termsAcceptedAt ? { ...response, user_agrees_contact: agrees } : response;
    },

    /**
     * Registration with a provider token: an active account
     * (the provider vouched for the e-mail: no activation, no password) with both agreements recorded,
     * taking the answers and points of the registering device's guest (`guestUserId`), if any.
     */
    async register(input: RegisterInput, options: { guestUserId?: number } = {}): Promise<{ user_id: number; activationRequired: false }> {
      const { provider, person } = await verified(input, 'register');
      if (input.user_password) throw badInput('A registration with a provider has no password.');
      const consentSent = input.agreeTerms !== undefined || input.agreeProcessing !== undefined;
      if (!input.user_agrees_contact || (consentSent && !consentGiven(input.agreeTerms === true, input.agreeProcessing === true))) {
        throw badInput('Please accept the terms and conditions and the personal data policy.', 'consentMissing');
      }
      if (!sameEmail(input.user_email, person.email)) {
        throw AppError.of(400, 'providerEmailMismatch', `The e-mail address is not the one ${NETWORK[provider]} confirmed.`);
      }
      if (await users.byEmail(person.email)) throw emailTaken();
      if (person.phone && (await users.byPhone(person.phone))) throw phoneTaken();
      return { user_id: await create(input, provider, person, options.guestUserId), activationRequired: false };
    },

    /** POST verifyCode/{vk|aitu}/{code}: the provider's user data for the code of its redirect. */
    async verifyCode(provider: 'vk' | 'aitu', code: string) {
      if (provider === 'aitu') {
        const { aitu } = providers;
        if (!aitu) throw providerError('aitu', 'login');
        return asking('aitu', 'login', () => aitu.exchange(code));
      }
      const { vk } = providers;
      if (!vk) throw providerError('vkontakte', 'login');
      const data = await asking('vkontakte', 'login', () => vk.exchange(code));
      if (data.email === null) throw missingEmailError('vkontakte');
      return { ...data, email: data.email };
    },
  };
}
export type SocialSignInService = ReturnType<typeof createSocialSignInService>;
