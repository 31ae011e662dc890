import type { UserDetails } from '@contract/schemas/entities';
import type { SiteConfig } from '@contract/schemas/site-config';
import type { Db } from '../../db/client';
import { privacyAcceptances } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { UserLogRepository } from '../repositories/user-log-repository';

/**
 * The privacy dialog (spec 6, privacyDialog): a member accepts the current policy version once, on
 * any device; the acceptance is kept with its date and shows in the user details.
 */
export function createPrivacyService(deps: { db: Db; siteConfig: SiteConfig; userLog: UserLogRepository; details(userId: number): Promise<UserDetails> }) {
  const { db, siteConfig, userLog } = deps;

  return {
    async accept(userId: number, version: string): Promise<UserDetails> {
      // A dialog opened before the policy changed must not accept the new text unread.
      if (version !== siteConfig.privacyPolicyVersion) {
        throw AppError.of(409, 'privacyPolicyOutdated', 'The privacy policy has changed. Please read the current version.');
      }
      await db.transaction(async (tx) => {
        const inserted = await tx.insert(privacyAcceptances).values({ userId, policyVersion: version }).onConflictDoNothing()
          .returning({ userId: privacyAcceptances.userId });
        if (inserted.length > 0) await userLog.write(userId, 'privacy_accepted', 'Privacy policy accepted', { version }, tx);
      });
      return deps.details(userId);
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
