import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { SiteConfig } from '@contract/schemas/site-config';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/client';
import type { Mailer } from '../messaging/mailer';
import type { SmsSender } from '../messaging/sms-sender';
import { createAuthCodesRepository } from '../repositories/auth-codes-repository';
import { createCredentialsRepository } from '../repositories/credentials-repository';
import type { ReferenceRepository } from '../repositories/reference-repository';
import type { SessionsRepository } from '../repositories/sessions-repository';
import type { UserLogRepository } from '../repositories/user-log-repository';
import type { UsersRepository } from '../repositories/users-repository';
import { createAccountService } from './account-service';
import type { UnsubscribeService } from './unsubscribe-service';
import type { GuestMergeService } from './guest-merge-service';
import { createAddressThrottle } from './address-throttle';
import type { AttemptPolicy, AttemptStore } from './attempt-limiter';
import { createDeviceCookies } from './device-cookies';
import { authPolicy } from './auth-policy';
import { createLoginService } from './login-service';
import { createPasswordResetService } from './password-reset-service';
import { createSignIn, type CancelDeletionOnSignIn } from './sign-in';
import { createSmsLoginService } from './sms-login-service';
import { createAppSecretsRepository } from '../repositories/app-secrets-repository';
import { createSocialProviders } from '../providers/social-providers';
import { createRegistrationLookups } from './registration-rules';
import { createSocialSignInService } from './social-sign-in-service';

/** Registration, activation, guests, sign-in (password, SMS and providers) and password reset, wired once per app. */
export function createAuthServices(deps: {
  db: Db; clock: Clock; env: Env; attempts: AttemptStore; siteConfig: SiteConfig; log: FastifyBaseLogger; mailer: Mailer; sms: SmsSender;
  sessions: SessionsRepository; users: UsersRepository; reference: ReferenceRepository; userLog: UserLogRepository;
  unsubscribe: Pick<UnsubscribeService, 'link'>;
  guestMerge?: Pick<GuestMergeService, 'merge'>;
  /** A member's sign-in cancels their open account deletion request. */
  cancelDeletion: CancelDeletionOnSignIn;
}) {
  const credentials = createCredentialsRepository(deps.db, deps.clock);
  const codes = createAuthCodesRepository(deps.db, deps.clock);
  const signIn = createSignIn({ db: deps.db, sessions: deps.sessions, cancelDeletion: deps.cancelDeletion });
  // The secrets guessed at besides passwords, each with its own per-address throttle.
  const throttle = (name: string, policy: AttemptPolicy) => createAddressThrottle(deps.attempts.limiter(name, policy));
  const smsCodeThrottle = throttle('sms-code', authPolicy.failedSmsCodesPerAddress);
  const resetHashThrottle = throttle('reset-hash', authPolicy.failedResetHashesPerAddress);
  const secrets = createAppSecretsRepository(deps.db);
  const passwordThrottles = {
    perAddressAndAccount: throttle('password-address-account', authPolicy.failedPasswordsPerAddressAndAccount),
    perAddress: throttle('password-address', authPolicy.failedPasswordsPerAddress),
  };
  const deviceCookies = createDeviceCookies({ clock: deps.clock, attempts: deps.attempts, secret: () => secrets.get('device-cookie'), policy: authPolicy.deviceCookie, secure: deps.env.publicUrl.startsWith('https:') });
  const shared = { ...deps, credentials, codes, signIn, passwordThrottles, deviceCookies };
  const providers = createSocialProviders(deps.env.social, deps.siteConfig, () => secrets.get('vk-token-seal'));
  return {
    credentials,
    codes,
    signIn,
    accounts: createAccountService(shared),
    login: createLoginService(shared),
    passwordReset: createPasswordResetService({ ...shared, throttle: resetHashThrottle }),
    smsLogin: createSmsLoginService({ ...shared, throttle: smsCodeThrottle }),
    social: createSocialSignInService({ ...shared, providers, lookups: createRegistrationLookups(shared) }),
  };
}
export type AuthServices = ReturnType<typeof createAuthServices>;
