import type { LoginResponse } from '../../../contract/entities';
import type { LoginErrorCodesSchema, SiteConfig } from '../../../contract/site-config';
import { AppError } from '../../../lib/app-error';
import { verifyPassword } from '../../../lib/crypto';
import type { CredentialsRepository } from '../repositories/credentials-repository';
import type { UserLogRepository } from '../repositories/user-log-repository';
import type { UsersRepository } from '../repositories/users-repository';
import type { AddressThrottle } from './address-throttle';
import type { SignIn } from './sign-in';
import type { Static } from 'typebox';

export interface PasswordSignIn {
  email: string;
  password: string;
  fingerprint?: string | null;
  /** The client's address, for the per-address throttle. */
  address: string;
}

type LoginErrorName = keyof Static<typeof LoginErrorCodesSchema>;

/** Spec 8's login errors with the site configuration's codes (shared by every way of signing in). */
export function createLoginErrors(siteConfig: SiteConfig) {
  const loginError = (status: number, name: LoginErrorName, message: string, details?: Record<string, unknown>) =>
    new AppError(status, siteConfig.loginErrorCodes[name], message, details);
  return {
    nonExistent: (details?: Record<string, unknown>) => loginError(401, 'userNonExistent', 'Non-existent E-mail!', details),
    locked: () => loginError(403, 'userLocked', 'Blocked User!'),
    notActive: () => loginError(403, 'userNotActive', 'Inactive User!'),
    wrongPassword: () => loginError(401, 'wrongPassword', 'Incorrect password!'),
  };
}

/**
 * E-mail and password sign-in (spec sections 4, 8). Error codes come from the site configuration.
 * Wrong passwords count per account (the one that reaches maxFailedLogins locks it until a password
 * reset) and per address (the address throttle).
 */
export function createLoginService(deps: {
  siteConfig: SiteConfig; users: UsersRepository; credentials: CredentialsRepository; userLog: UserLogRepository; signIn: SignIn; throttle: AddressThrottle;
}) {
  const { siteConfig, users, credentials, userLog, signIn, throttle } = deps;
  const { nonExistent, locked, notActive, wrongPassword } = createLoginErrors(siteConfig);

  return {
    async withPassword({ email, password, fingerprint, address }: PasswordSignIn): Promise<LoginResponse> {
      throttle.assertAllowed(address);
      const user = await users.byEmail(email);
      // Guests have no password and deleted accounts are gone: both sign in as nobody.
      if (!user || user.isGuest || user.status === 'deleted') {
        await verifyPassword(password, null); // the same work as a real check: no timing tell
        throttle.recordFailure(address);
        throw nonExistent();
      }
      if (user.status === 'locked') {
        throttle.recordFailure(address);
        throw locked();
      }
      if (!(await verifyPassword(password, user.passwordHash))) {
        throttle.recordFailure(address);
        const { lockedNow, failedLogins } = await credentials.recordFailedLogin(user.id, siteConfig.maxFailedLogins);
        if (lockedNow) {
          await userLog.write(user.id, 'account_locked', 'Account locked after too many failed sign-in attempts', { failedLogins });
          throw locked();
        }
        throw wrongPassword();
      }
      if (user.status === 'pending') throw notActive();
      // Locked by a parallel failure between the check above and now: the lock wins.
      if (!(await credentials.recordSignIn(user.id, fingerprint))) throw locked();
      return signIn(user);
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
