import type { UserDetails } from '@contract/schemas/entities';
import type { SiteConfig } from '@contract/schemas/site-config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserLogRepository } from '../repositories/user-log-repository';
import type { UsersRepository } from '../repositories/users-repository';

/**
 * The privacy dialog (the privacyDialog switch): a member accepts the current policy version once, on
 * any device; the acceptance is kept with its date and shows in the user details.
 */
export function createPrivacyService(deps: { db: Db; siteConfig: SiteConfig; users: UsersRepository; userLog: UserLogRepository; details(userId: number): Promise<UserDetails> }) {
  const { db, siteConfig, users, userLog } = deps;

  return {
    async accept(userId: number, version: string): Promise<UserDetails> {
      // A dialog opened before the policy changed must not accept the new text unread.
      if (version !== siteConfig.privacyPolicyVersion) {
        throw AppError.of(409, 'privacyPolicyOutdated', 'The privacy policy has changed. Please read the current version.');
      }
      await db.transaction(async (tx) => {
        if (await users.acceptPrivacyPolicy(userId, version, tx)) await userLog.write(userId, 'privacy_accepted', 'Privacy policy accepted', { version }, tx);
      });
      return deps.details(userId);
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
