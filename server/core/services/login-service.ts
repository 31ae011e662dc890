import type { LoginResponse } from '@contract/schemas/entities';
import type { LoginErrorCodesSchema, SiteConfig } from '@contract/schemas/site-config';
import { AppError, type ErrorDetails } from '../../lib/app-error';
import type { ClientAddress } from '../../lib/client-address';
import { verifyPassword } from '../../lib/crypto';
import type { CredentialsRepository } from '../repositories/credentials-repository';
import type { UserLogRepository } from '../repositories/user-log-repository';
import type { UserRow, UsersRepository } from '../repositories/users-repository';
import type { AddressThrottle } from './address-throttle';
import { checkClaimedGuesses, type ClaimedGuess } from './attempt-limiter';
import { authPolicy } from './auth-policy';
import type { DeviceCookies } from './device-cookies';
import { isLockedOut } from './lockout-rules';
import type { SignIn } from './sign-in';
import type { Static } from 'typebox';
import type { Clock } from '../../lib/clock';

export interface PasswordSignIn {
  email: string;
  password: string;
  fingerprint?: string | null;
  /** The client, for the per-address throttles. */
  client: ClientAddress;
  /** The request's cookies: a device cookie of the account among them lifts the throttles and the lockout. */
  cookies?: Record<string, string | undefined>;
}

type LoginErrorName = keyof Static<typeof LoginErrorCodesSchema>;

/** The login errors with the site configuration's codes (shared by every way of signing in). */
export function createLoginErrors(siteConfig: SiteConfig) {
  const loginError = (status: number, name: LoginErrorName, message: string, details?: ErrorDetails) =>
    new AppError(status, siteConfig.loginErrorCodes[name], message, details);
  const locked = () => loginError(403, 'userLocked', 'Blocked User!');
  const notActive = () => loginError(403, 'userNotActive', 'Inactive User!');
  return {
    nonExistent: (details?: ErrorDetails) => loginError(401, 'userNonExistent', 'Non-existent E-mail!', details),
    locked,
    notActive,
    wrongPassword: () => loginError(401, 'wrongPassword', 'Incorrect password!'),
    /** Why a member's account cannot sign in as it stands (blocked by an operator, or not activated yet); undefined when it can. */
    accountStateError: (status: UserRow['status']): AppError | undefined => {
      if (status === 'locked') return locked();
      if (status === 'pending') return notActive();
      return undefined;
    },
  };
}

/**
 * E-mail and password sign-in. Error codes come from the site configuration.
 * Wrong passwords count per account in the database (maxFailedLogins of them lock it out for a time
 * that doubles with each lockout, and expires by itself), per address and account, and per address
 * (the throttles). A device cookie of the account (a browser where its member signed in before) is
 * held back by none of them: its own wrong passwords count against the cookie instead.
 */
export function createLoginService(deps: {
  clock: Clock;
  siteConfig: SiteConfig; users: UsersRepository; credentials: CredentialsRepository; userLog: UserLogRepository; signIn: SignIn;
  passwordThrottles: { perAddressAndAccount: AddressThrottle; perAddress: AddressThrottle }; deviceCookies: DeviceCookies;
}) {
  const { siteConfig, users, credentials, userLog, signIn, passwordThrottles, deviceCookies } = deps;
  const { nonExistent, locked, notActive, wrongPassword } = createLoginErrors(siteConfig);

  /** A password guess from an address without the account's device cookie, counted per address and per (address, account). */
  async function claimPasswordGuess(client: ClientAddress, email: string): Promise<ClaimedGuess[]> {
    const perAddress = await passwordThrottles.perAddress.claim(client);
    try {
      return [perAddress, await passwordThrottles.perAddressAndAccount.claim(client, email)];
    } catch (error) {
      await perAddress.takeBack();
      throw error;
    }
  }

  return {
    async withPassword({ email, password, fingerprint, client, cookies = {} }: PasswordSignIn): Promise<LoginResponse & { deviceCookie: Awaited<ReturnType<DeviceCookies['issue']>> }> {
      const user = await users.byEmail(email);
      const trustedDevice = user ? await deviceCookies.claimTrusted(cookies, user.id) : undefined;
      const device = trustedDevice?.value;
      const claims = trustedDevice ? [trustedDevice.claim] : await claimPasswordGuess(client, email);
      const member = await checkClaimedGuesses(claims, async (wrongGuess) => {
        // Guests have no password and deleted accounts are gone: both sign in as nobody.
        if (!user || user.isGuest || user.status === 'deleted') {
          await verifyPassword(password, null); // the same work as a real check: no timing tell
          wrongGuess();
          throw nonExistent();
        }
        // Locked by an operator: no device cookie opens it.
        if (user.status === 'locked') throw locked();
        // Locked out after wrong passwords: not even the right one is tried, except from the member's device.
        if (device === undefined && isLockedOut(user.lockedUntil, new Date(deps.clock.now()))) throw locked();
        if (!(await verifyPassword(password, user.passwordHash))) {
          wrongGuess();
          if (device === undefined) {
            // Tries sent together were all checked: only those ending before the lockout count, and lock it once.
            const { locked: lockedOut, lockedUntil, lockouts } = await credentials.recordFailedLogin(user.id, siteConfig.maxFailedLogins, authPolicy.lockout);
            if (lockedUntil) await userLog.write(user.id, 'account_locked', 'Sign-in paused after too many wrong passwords', { until: lockedUntil.toISOString(), lockouts });
            if (lockedOut) throw locked();
          }
          throw wrongPassword();
        }
        if (user.status === 'pending') throw notActive();
        // Locked by an operator between the check above and now, or locked out by wrong passwords sent
        // with this one (except on the member's device): the lock wins.
        if (!(await credentials.recordSignIn(user.id, fingerprint, { unlessLockedOut: device === undefined }))) throw locked();
        return user;
      });
      return { ...(await signIn.returningMember(member)), deviceCookie: await deviceCookies.issue(member.id) };
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
