import type { FastifyBaseLogger } from 'fastify';
import type { Static } from 'typebox';
import type { Env } from '../../config/env';
import type { LoginResponse } from '@contract/schemas/entities';
import type { RegisterBodySchema } from '@contract/schemas/routes';
import type { SiteConfig } from '@contract/schemas/site-config';
import {
  consentGiven, isValidEmail, isValidName, isValidPassword, isValidPhone, normalizePhone,
} from '@contract/rules/validation';
import type { Db } from '../../db/client';
import { AppError, badInput, forbidden } from '../../lib/app-error';
import { hashPassword, randomToken, sha256 } from '../../lib/crypto';
import { uniqueViolation } from '../../lib/pg-errors';
import type { Mailer } from '../messaging/mailer';
import type { AuthCodesRepository } from '../repositories/auth-codes-repository';
import type { CredentialsRepository } from '../repositories/credentials-repository';
import type { ReferenceRepository } from '../repositories/reference-repository';
import type { UnsubscribeService } from './unsubscribe-service';
import type { GuestMergeService } from './guest-merge-service';
import type { UserLogRepository } from '../repositories/user-log-repository';
import type { UserRow, UsersRepository } from '../repositories/users-repository';
import { createAccountActivation } from './account-activation';
import { authPolicy } from './auth-policy';
import { addressProblem, birthdateProblem, blankToNull } from './profile-rules';
import { rejectProviderTokens } from './provider-tokens';
import { createRegistrationLookups, emailTaken, phoneTaken } from './registration-rules';
import type { SignIn } from './sign-in';
import { reservedEmailProblem } from './social-rules';
import type { Clock } from '../../lib/clock';
import { messagesIn } from '../messaging/message-texts';

export type RegisterInput = Static<typeof RegisterBodySchema>;

const activationInvalid = () => AppError.of(400, 'activationInvalid', 'This activation link is invalid, already used or expired.');
const activationUsed = () => AppError.of(400, 'activationUsed', 'This account is already activated. Please log in.');

/** E-mail registration, activation from the e-mailed link, guest users and the e-mail check. */
export function createAccountService(deps: {
  clock: Clock;
  db: Db; env: Env; siteConfig: SiteConfig; log: FastifyBaseLogger; mailer: Mailer; signIn: SignIn;
  users: UsersRepository; credentials: CredentialsRepository; codes: AuthCodesRepository; reference: ReferenceRepository; userLog: UserLogRepository;
  unsubscribe: Pick<UnsubscribeService, 'link'>;
  /** Moves a registering guest's answers and points to the account when it is activated. */
  guestMerge?: Pick<GuestMergeService, 'merge'>;
}) {
  const { db, env, siteConfig, log, mailer, signIn, users, credentials, codes, reference, userLog, unsubscribe } = deps;

  const { languageId, recommender } = createRegistrationLookups({ siteConfig, reference, credentials });
  const activateAccount = createAccountActivation({ credentials, userLog, guestMerge: deps.guestMerge });

  function checkedPhone(input: RegisterInput): string | null {
    const phone = blankToNull(input.user_mobile ?? null) ?? blankToNull(input.user_phone ?? null);
    if (phone === null) return null;
    if (!isValidPhone(phone, siteConfig.phonePatterns)) throw badInput('The phone number is not valid.', 'invalidPhone');
    return normalizePhone(phone);
  }

  /** Every rule of the registration form; the first broken one answers. */
  function checkForm(input: RegisterInput, email: string): void {
    rejectProviderTokens(input, 'register');
    if (!isValidName(input.user_surname)) throw badInput('The first name is empty or contains characters that are not allowed.', 'invalidName');
    if (!isValidName(input.user_lastname)) throw badInput('The last name is empty or contains characters that are not allowed.', 'invalidName');
    if (!isValidEmail(email)) throw badInput('Please enter a valid e-mail address.', 'invalidEmail');
    const reserved = reservedEmailProblem(email, siteConfig.guestEmailDomain);
    if (reserved) throw badInput(reserved, 'invalidEmail');
    if (input.user_password === undefined || !isValidPassword(input.user_password, siteConfig.minPasswordLength)) {
      throw badInput(`The password must be at least ${siteConfig.minPasswordLength} characters long.`, 'invalidPassword');
    }
    const consentSent = input.agreeTerms !== undefined || input.agreeProcessing !== undefined;
    if (consentSent && !consentGiven(input.agreeTerms === true, input.agreeProcessing === true)) {
      throw badInput('Please accept the terms and conditions and the personal data policy.', 'consentMissing');
    }
    const problem = (input.user_birthdate ? birthdateProblem(input.user_birthdate, new Date(deps.clock.now())) : undefined) ?? addressProblem(blankToNull(input.user_address ?? null));
    if (problem) throw badInput(problem);
  }

  /** The activation e-mail, in the language the member registered in. */
  async function sendActivation(userId: number, firstName: string, email: string, code: string, agreesContact: boolean, language: string | undefined): Promise<void> {
    const t = messagesIn(language, siteConfig.defaultLanguage);
    const product = siteConfig.productName;
    const link = `${env.publicUrl}/activate?a=${userId}&b=${code}`;
    const contactFooter = agreesContact ? ['', t('activation.contact', { product, link: await unsubscribe.link(userId) })] : [];
    await mailer.send({
      to: { name: firstName, address: email },
      subject: t('activation.subject', { product }),
      text: [t('hello', { name: firstName }), '', t('activation.thanks', { product }), '', link, '', t('activation.validity'), ...contactFooter].join('\n'),
    });
  }

  /**
   * Why a code could not be claimed. Only the holder of the account's own code, used already, learns
   * that the account is active: the code proves the link is theirs; anyone else gets "invalid".
   */
  async function unclaimedActivation(userId: number, codeHash: string, tx: Db): Promise<AppError> {
    if (!(await codes.activationWasUsed(userId, codeHash, tx))) return activationInvalid();
    return (await users.byId(userId, tx))?.status === 'active' ? activationUsed() : activationInvalid();
  }

  /** Claims the code and activates the account, in the caller's transaction; throws when either fails. */
  async function confirm(userId: number, code: string, fingerprint: string | null | undefined, tx: Db): Promise<UserRow> {
    const codeHash = sha256(code);
    if (!(await codes.claimActivation(userId, codeHash, tx))) throw await unclaimedActivation(userId, codeHash, tx);
    // Throwing rolls the claim back: a locked or deleted account keeps its code unused.
    const activated = await activateAccount(userId, fingerprint, tx);
    if (!activated) throw activationInvalid();
    return activated.row;
  }

  return {
    /**
     * Creates a pending account and e-mails its activation link. When the e-mail cannot be sent the
     * account is discarded again, so the member can simply retry. `guestUserId`: the guest of the
     * registering device, whose answers and points the account takes when activated.
     */
    async register(input: RegisterInput, options: { sendActivation?: boolean; guestUserId?: number } = {}): Promise<{ userId: number; activationCode: string }> {
      const email = input.user_email.trim().toLowerCase();
      checkForm(input, email);
      const phone = checkedPhone(input);
      const language = await languageId(input.user_language_string ?? siteConfig.defaultLanguage);
      if (await users.byEmail(email)) throw emailTaken();
      if (phone && (await users.byPhone(phone))) throw phoneTaken();
      const recommendedBy = await recommender(input.user_recommended_by);
      const passwordHash = await hashPassword(input.user_password as string);
      const code = randomToken();
      const surname = input.user_surname.trim();
      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          const row = await users.insert({
            email,
            passwordHash,
            surname,
            lastname: input.user_lastname.trim(),
            birthdate: input.user_birthdate || null,
            phone,
            address: blankToNull(input.user_address ?? null),
            languageId: language,
            agreesContact: input.user_agrees_contact,
            termsAcceptedAt: input.agreeTerms && input.agreeProcessing ? new Date(deps.clock.now()) : null,
            recommendedBy,
            ergEmployee: input.user_erg_employee ?? false,
            makeForecaster: input.makeForecaster ?? false,
            status: 'pending',
            guestUserId: options.guestUserId ?? null,
          }, tx);
          await codes.addActivation(row.id, sha256(code), new Date(deps.clock.now() + authPolicy.activationTtlMs), tx);
          await userLog.write(row.id, 'registration', 'Account registered', {}, tx);
          return row.id;
        });
      } catch (error) {
        // Two registrations of the same address or number at once: the unique index decides.
        const constraint = uniqueViolation(error);
        if (constraint === undefined) throw error;
        throw constraint === 'users_phone_key' ? phoneTaken() : emailTaken();
      }
      if (options.sendActivation !== false) {
        try {
          await sendActivation(userId, surname, email, code, input.user_agrees_contact === true, input.user_language_string ?? undefined);
        } catch (error) {
          log.error({ err: error, userId }, 'activation e-mail failed; registration undone');
          await credentials.discardPending(userId);
          throw AppError.of(503, 'internal', 'We could not send the activation e-mail. Please try again later.');
        }
      }
      return { userId, activationCode: code };
    },

    /** Activates the account of a valid, unused, unexpired code (single-use) and signs the member in. */
    async activate(userId: number, code: string, fingerprint?: string | null): Promise<LoginResponse> {
      return db.transaction(async (tx) => {
        return signIn.newAccountOrGuest(await confirm(userId, code, fingerprint, tx), tx);
      });
    },

    /** Activation without a session (the demo seed, operators). */
    async confirmActivation(userId: number, code: string): Promise<void> {
      await db.transaction((tx) => confirm(userId, code, null, tx));
    },

    /** The guest user of a browser fingerprint, created on the first visit, signed in. */
    async guest(fingerprint: string): Promise<LoginResponse> {
      const guest = await credentials.findOrCreateGuest({
        email: `${fingerprint.toLowerCase()}${siteConfig.guestEmailDomain}`,
        fingerprint,
        status: 'active',
        activatedAt: new Date(deps.clock.now()),
        // Guests carry the configured recommender id (a marker, not a reference).
        recommendedBy: siteConfig.guestRecommenderId,
        languageId: await languageId(siteConfig.defaultLanguage),
      });
      if (!guest.isGuest || guest.status !== 'active') throw forbidden('This guest session is not available.');
      return signIn.newAccountOrGuest(guest);
    },

    /**
     * GET user/email/isValid/{email}: well-formed, taken (by a live account), and whether by a guest.
     * An address kept for guests or for phone sign-in is no address to register with (registration
     * refuses it), so it is not valid unless an account holds it (a device's guest is found by it).
     */
    async emailStatus(email: string): Promise<{ valid: boolean; exists: boolean; isGuest: boolean }> {
      const wellFormed = isValidEmail(email);
      const user = wellFormed ? await users.byEmail(email) : undefined;
      const exists = user !== undefined && user.status !== 'deleted';
      const valid = wellFormed && (exists || reservedEmailProblem(email, siteConfig.guestEmailDomain) === undefined);
      return { valid, exists, isGuest: exists && user?.isGuest === true };
    },

    /** GET remote/checkphone: format by the configured patterns, and whether a live account has the number. */
    async phoneStatus(phone: string): Promise<{ valid: boolean; taken: boolean }> {
      const valid = isValidPhone(phone, siteConfig.phonePatterns);
      const owner = valid ? await users.byPhone(normalizePhone(phone)) : undefined;
      return { valid, taken: owner !== undefined && owner.status !== 'deleted' };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
