import type { Db } from '../../db/client';
import type { CredentialsRepository } from '../repositories/credentials-repository';
import type { UserLogRepository } from '../repositories/user-log-repository';
import type { UserRow } from '../repositories/users-repository';
import type { GuestMergeService } from './guest-merge-service';

/**
 * What activating an account does, whichever proof of the address activates it (the activation link,
 * an e-mailed password reset): the account becomes active, its log gets the activation entry and the
 * registering guest's answers and points move to it. In the caller's transaction; only the call that
 * finds the account pending logs and merges, so each happens once. Undefined for a locked or deleted account.
 */
export function createAccountActivation(deps: {
  credentials: Pick<CredentialsRepository, 'activate'>;
  userLog: Pick<UserLogRepository, 'write'>;
  guestMerge?: Pick<GuestMergeService, 'merge'>;
}) {
  return async function activate(userId: number, fingerprint: string | null | undefined, tx: Db): Promise<{ row: UserRow; wasPending: boolean } | undefined> {
    const activated = await deps.credentials.activate(userId, fingerprint, tx);
    if (!activated?.wasPending) return activated;
    await deps.userLog.write(userId, 'activation', 'Account activated', {}, tx);
    if (activated.row.guestUserId !== null) await deps.guestMerge?.merge(activated.row.guestUserId, userId, tx);
    return activated;
  };
}
