import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { SiteConfig } from '@contract/schemas/site-config';
import { isValidEmail, isValidPassword, isValidPhone, normalizePhone, passwordsMatch } from '@contract/rules/validation';
import type { Db } from '../../db/client';
import { AppError, badInput } from '../../lib/app-error';
import type { ClientAddress } from '../../lib/client-address';
import { hashPassword, numericCode, randomToken, safeEqual, sha256 } from '../../lib/crypto';
import type { Mailer } from '../messaging/mailer';
import type { SmsSender } from '../messaging/sms-sender';
import type { AuthCodesRepository, ResetChannel } from '../repositories/auth-codes-repository';
import type { CredentialsRepository } from '../repositories/credentials-repository';
import type { SessionsRepository } from '../repositories/sessions-repository';
import type { UserLogRepository } from '../repositories/user-log-repository';
import type { UserRow, UsersRepository } from '../repositories/users-repository';
import { createAccountActivation } from './account-activation';
import type { AddressThrottle } from './address-throttle';
import type { GuestMergeService } from './guest-merge-service';
import { checkClaimedGuesses } from './attempt-limiter';
import { authPolicy } from './auth-policy';
import { withinMemberQuota } from './member-quota';
import type { Clock } from '../../lib/clock';
import type { ReferenceRepository } from '../repositories/reference-repository';
import { messagesToMember } from '../messaging/message-texts';

export interface PasswordChange {
  user_password_new: string;
  user_password_repeat: string;
  user_password_reset_hash: string;
}

const resetInvalid = () => AppError.of(400, 'resetInvalid', 'This reset link or code is invalid, already used or expired. Please request a new one.');

/**
 * Password reset by e-mail link or SMS code. A request answers the same whether or
 * not the account exists; a reset is single-use and expires in one hour, and a texted code dies after
 * a few wrong tries.
 */
export function createPasswordResetService(deps: {
  clock: Clock;
  db: Db; env: Env; siteConfig: SiteConfig; log: FastifyBaseLogger; mailer: Mailer; sms: SmsSender; throttle: AddressThrottle;
  users: UsersRepository; credentials: CredentialsRepository; codes: AuthCodesRepository; sessions: SessionsRepository; userLog: UserLogRepository;
  reference: Pick<ReferenceRepository, 'languageById'>;
  /** Moves a registering guest's answers and points to the account a reset activates. */
  guestMerge?: Pick<GuestMergeService, 'merge'>;
}) {
  const { db, env, siteConfig, log, mailer, sms, throttle, users, credentials, codes, sessions, userLog, reference } = deps;
  const activateAccount = createAccountActivation({ credentials, userLog, guestMerge: deps.guestMerge });
  const link = (userId: number, hash: string) => `${env.publicUrl}/passChange?id=${userId}&hash=${hash}`;
  /** The messages to a member, in their account's language. */
  const messagesTo = (user: UserRow) => messagesToMember(reference.languageById, user, siteConfig.defaultLanguage);

  /**
   * Accounts a reset can reach: people (not guests) whose account is neither deleted nor locked by
   * an operator. A pending account only by e-mail: its phone was typed by whoever registered and
   * proves nothing, so a code texted there must not activate an address nobody has confirmed.
   */
  const resettable = (user: UserRow | undefined, channel: ResetChannel): user is UserRow =>
    user !== undefined && !user.isGuest && (user.status === 'active' || (channel === 'email' && user.status === 'pending'));

  /**
   * Stores the reset's hash and sends the secret, unless the account already had its share of
   * resets within the lifetime of one (then nothing is sent: the answer stays the same).
   * A sending failure is logged, not answered: the answer must not tell whether an account exists.
   */
  async function issue(user: UserRow, channel: ResetChannel, secret: string, send: () => Promise<void>): Promise<void> {
    const since = new Date(deps.clock.now() - authPolicy.resetTtlMs);
    const added = await withinMemberQuota(db, users, user.id, { max: authPolicy.resetsPerAccount, used: (tx) => codes.resetsSince(user.id, since, tx) }, async (tx) => {
      await codes.addReset({ userId: user.id, hash: sha256(secret), channel, expiresAt: new Date(deps.clock.now() + authPolicy.resetTtlMs) }, tx);
      return true;
    });
    if (!added) return;
    try {
      await send();
    } catch (error) {
      log.error({ err: error, userId: user.id, channel }, 'password reset message failed');
    }
  }

  /**
   * Sets the new password when the hash matches an open reset of the user. It also ends a lockout
   * for failed logins, activates a pending account (e-mailed resets only), and signs the member
   * out everywhere; an account an operator locked stays locked and keeps its password
   * (resetInvalid). A wrong hash counts against the user's texted codes only. No account (`null`):
   * answered as a wrong hash, so the answer does not tell whether a phone number has one.
   */
  async function changeOf(userId: number | null, input: PasswordChange, client: ClientAddress): Promise<void> {
    if (!isValidPassword(input.user_password_new, siteConfig.minPasswordLength)) {
      throw badInput(`The password must be at least ${siteConfig.minPasswordLength} characters long.`, 'invalidPassword');
    }
    if (!passwordsMatch(input.user_password_new, input.user_password_repeat)) throw badInput('The passwords do not match.', 'passwordsDiffer');
    const claim = await throttle.claim(client);
    await checkClaimedGuesses([claim], async (guessedWrong) => {
      if (userId === null) {
        guessedWrong();
        throw resetInvalid();
      }
      const presented = sha256(input.user_password_reset_hash);
      const match = (await codes.openResets(userId, authPolicy.resetMaxAttempts)).find((reset) => safeEqual(reset.hash, presented));
      if (!match) {
        guessedWrong();
        await codes.recordResetMiss(userId, authPolicy.resetMaxAttempts);
        throw resetInvalid();
      }
      const passwordHash = await hashPassword(input.user_password_new);
      await db.transaction(async (tx) => {
        // Claimed in the transaction: of two requests with the same hash, one changes the password.
        if (!(await codes.claimReset(match.id, authPolicy.resetMaxAttempts, tx))) throw resetInvalid();
        // A pending account's activation link is spent before its row is touched: the link's own
        // transaction claims its code first too, so the two never wait on each other in turn.
        const activates = match.channel === 'email' && (await users.byId(userId, tx))?.status === 'pending';
        if (activates) await codes.spendActivationsOf(userId, tx);
        if (!(await credentials.setPassword(userId, passwordHash, match.channel, tx))) throw resetInvalid();
        // Activated as the link would, so the registering guest's answers and points are merged.
        if (activates && !(await activateAccount(userId, null, tx))) throw resetInvalid();
        await codes.closeResetsOf(userId, tx);
        await sessions.revokeAllOf(userId, tx);
        await userLog.write(userId, 'password_change', 'Password changed with a reset link', {}, tx);
      });
    });
  }

  return {
    async requestByEmail(email: string): Promise<void> {
      if (!isValidEmail(email)) throw badInput('Please enter a valid e-mail address.', 'invalidEmail');
      const user = await users.byEmail(email);
      if (!resettable(user, 'email')) return;
      const token = randomToken();
      const t = await messagesTo(user);
      const product = siteConfig.productName;
      await issue(user, 'email', token, () =>
        mailer.send({
          to: { name: user.surname, address: user.email },
          subject: t('reset.subject', { product }),
          text: [t('hello', { name: user.surname || user.email }), '', t('reset.asked'), '', link(user.id, token), '', t('reset.validity')].join('\n'),
        }),
      );
    },

    async requestByPhone(phone: string): Promise<void> {
      if (!isValidPhone(phone, siteConfig.phonePatterns)) throw badInput('The phone number is not valid.', 'invalidPhone');
      const user = await users.byPhone(normalizePhone(phone));
      if (!resettable(user, 'sms') || !user.phone) return;
      const code = numericCode(authPolicy.resetCodeDigits);
      const to = user.phone;
      const t = await messagesTo(user);
      await issue(user, 'sms', code, () => sms.send(to, t('reset.sms', { product: siteConfig.productName, code, link: link(user.id, code) })));
    },

    /** The new password for the member the reset was sent to: `userId` from the e-mailed or texted link. */
    change: (userId: number, input: PasswordChange, client: ClientAddress) => changeOf(userId, input, client),

    /** The new password with the code texted to `phone`, for a member who types the code instead of opening the link. */
    async changeByPhone(phone: string, input: PasswordChange, client: ClientAddress): Promise<void> {
      if (!isValidPhone(phone, siteConfig.phonePatterns)) throw badInput('The phone number is not valid.', 'invalidPhone');
      const user = await users.byPhone(normalizePhone(phone));
      await changeOf(resettable(user, 'sms') ? user.id : null, input, client);
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
