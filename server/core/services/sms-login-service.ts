import type { FastifyBaseLogger } from 'fastify';
import type { LoginResponse } from '@contract/schemas/entities';
import type { SiteConfig } from '@contract/schemas/site-config';
import { isValidPhone, normalizePhone } from '@contract/rules/validation';
import { AppError, badInput } from '../../lib/app-error';
import type { Db } from '../../db/client';
import type { ClientAddress } from '../../lib/client-address';
import { numericCode, safeEqual, sha256 } from '../../lib/crypto';
import type { SmsSender } from '../messaging/sms-sender';
import type { AuthCodesRepository } from '../repositories/auth-codes-repository';
import type { CredentialsRepository } from '../repositories/credentials-repository';
import type { UserRow, UsersRepository } from '../repositories/users-repository';
import type { AddressThrottle } from './address-throttle';
import { checkClaimedGuesses } from './attempt-limiter';
import { authPolicy } from './auth-policy';
import { withinMemberQuota } from './member-quota';
import type { SignIn } from './sign-in';
import type { Clock } from '../../lib/clock';
import type { ReferenceRepository } from '../repositories/reference-repository';
import { messagesToMember } from '../messaging/message-texts';
import { createLoginErrors } from './login-service';

const smsCodeInvalid = () => AppError.of(400, 'smsCodeInvalid', 'The code is wrong. Please check it and try again.');
const smsCodeExpired = () => AppError.of(400, 'smsCodeExpired', 'The code has expired or was already used. Please request a new one.');
const smsCodeAttemptsUsedUp = () => AppError.of(400, 'smsCodeAttemptsUsedUp', 'Too many wrong codes. Please request a new one.');

/** Who may sign in by SMS: an active member (not a guest) with this number. */
const canSignIn = (user: UserRow | undefined): user is UserRow => user !== undefined && !user.isGuest && user.status === 'active';

/**
 * Sign-in with a code sent by SMS to an active member's number. Sending answers the same whether or
 * not the number is known, but for a member's number that cannot sign in (not activated yet, or
 * blocked: the login errors, as a password sign-in gives them) or past its codes' quota (429); a code
 * lives 10 minutes, works once and survives a few wrong tries. A code that does not match is
 * answered wrong, expired (or already used) or used up by wrong tries, each with its own code, told
 * by the number's newest code.
 */
export function createSmsLoginService(deps: {
  clock: Clock;
  db: Db; siteConfig: SiteConfig; log: FastifyBaseLogger; sms: SmsSender; throttle: AddressThrottle; signIn: SignIn;
  users: UsersRepository; credentials: CredentialsRepository; codes: AuthCodesRepository;
  reference: Pick<ReferenceRepository, 'languageById'>;
}) {
  const { siteConfig, log, sms, throttle, signIn, users, credentials, codes } = deps;
  const { accountStateError } = createLoginErrors(siteConfig);

  function checkedPhone(phone: string): string {
    if (!isValidPhone(phone, siteConfig.phonePatterns)) throw badInput('The phone number is not valid.', 'invalidPhone');
    return normalizePhone(phone);
  }

  /** Why a code did not match, told by the number's newest code: spent by wrong guesses, no longer valid, or wrong. */
  async function missed(phone: string): Promise<AppError> {
    const latest = await codes.latestSmsCode(phone);
    if (!latest) return smsCodeInvalid();
    if (latest.attempts >= authPolicy.smsCodeMaxAttempts) return smsCodeAttemptsUsedUp();
    if (latest.usedAt !== null || latest.expiresAt.getTime() <= deps.clock.now()) return smsCodeExpired();
    return smsCodeInvalid();
  }

  return {
    async send(rawPhone: string): Promise<void> {
      const phone = checkedPhone(rawPhone);
      const user = await users.byPhone(phone);
      // remote/checkphone already tells that the number is a member's: such a member is told why no
      // text comes, rather than left waiting for one.
      const refused = user && !user.isGuest ? accountStateError(user.status) : undefined;
      if (refused) throw refused;
      if (!canSignIn(user)) return;
      const since = new Date(deps.clock.now() - authPolicy.smsCodeTtlMs);
      const code = numericCode(authPolicy.smsCodeDigits);
      // The number's member's row is locked while its codes are counted: codes asked for together stay within the limit.
      const added = await withinMemberQuota(deps.db, users, user.id, { max: authPolicy.smsCodesPerPhone, used: (tx) => codes.smsCodesSince(phone, since, tx) }, async (tx) => {
        await codes.addSmsCode({ phone, codeHash: sha256(code), expiresAt: new Date(deps.clock.now() + authPolicy.smsCodeTtlMs) }, tx);
        return true;
      });
      // Said, not hidden: the member asking again is told to wait rather than waiting for a text
      // that never comes (remote/checkphone already told them the number is known).
      if (!added) throw AppError.of(429, 'throttled', `At most ${authPolicy.smsCodesPerPhone} codes are sent to a number in ${authPolicy.smsCodeTtlMs / 60_000} minutes. Please wait a few minutes and use the last code you got.`);
      try {
        const t = await messagesToMember(deps.reference.languageById, user, siteConfig.defaultLanguage);
        await sms.send(phone, t('signIn.sms', { product: siteConfig.productName, code }));
      } catch (error) {
        // Logged, not answered: the answer must not tell whether the number is known.
        log.error({ err: error }, 'sign-in SMS failed');
      }
    },

    async validate(rawPhone: string, code: string, fingerprint: string | undefined, client: ClientAddress): Promise<LoginResponse> {
      const phone = checkedPhone(rawPhone);
      const claim = await throttle.claim(client);
      const user = await checkClaimedGuesses([claim], async (guessedWrong) => {
        const presented = sha256(code);
        const match = (await codes.openSmsCodes(phone, authPolicy.smsCodeMaxAttempts)).find((open) => safeEqual(open.hash, presented));
        if (!match) {
          guessedWrong();
          await codes.recordSmsMiss(phone, authPolicy.smsCodeMaxAttempts);
          throw await missed(phone);
        }
        const member = await users.byPhone(phone);
        if (!canSignIn(member)) throw smsCodeInvalid();
        if (!(await codes.claimSmsCode(match.id, authPolicy.smsCodeMaxAttempts))) throw smsCodeInvalid();
        if (!(await credentials.recordSignIn(member.id, fingerprint))) throw smsCodeInvalid();
        return member;
      });
      return signIn.returningMember(user);
    },
  };
}
export type SmsLoginService = ReturnType<typeof createSmsLoginService>;
