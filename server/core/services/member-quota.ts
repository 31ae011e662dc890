import type { Db } from '../../db/client';
import type { UsersRepository } from '../repositories/users-repository';

/**
 * Does `work` in one transaction with the member's row locked, unless `used` already counts `max`
 * (a quota: reset messages, sign-in codes, proposals a day). Requests sent together are counted one
 * after another, not all against the count none of them had added to yet. Null when the quota is used up.
 */
export async function withinMemberQuota<T>(
  db: Db,
  users: Pick<UsersRepository, 'lock'>,
  userId: number,
  quota: { max: number; used: (tx: Db) => Promise<number> },
  work: (tx: Db) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    await users.lock(userId, tx);
    if ((await quota.used(tx)) >= quota.max) return null;
    return work(tx);
  });
}
