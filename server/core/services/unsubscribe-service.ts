import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client';
import { badInput } from '../../lib/app-error';
import { safeEqual } from '../../lib/crypto';
import type { AppSecretsRepository } from '../repositories/app-secrets-repository';
import type { UserLogRepository } from '../repositories/user-log-repository';
import type { UsersRepository } from '../repositories/users-repository';

const SECRET_NAME = 'unsubscribe-links';

/**
 * Signed unsubscribe links: `/unsubscribe?u={userId}&s={signature}` turns off contact e-mails without
 * signing in. The signature is an HMAC of the user id, so a link works only for its own account.
 */
export function createUnsubscribeService(deps: { db: Db; publicUrl: string; secrets: AppSecretsRepository; users: UsersRepository; userLog: UserLogRepository }) {
  const { db, publicUrl, secrets, users, userLog } = deps;

  async function sign(userId: number): Promise<string> {
    return createHmac('sha256', await secrets.get(SECRET_NAME)).update(`unsubscribe:${userId}`).digest('base64url');
  }

  return {
    async link(userId: number): Promise<string> {
      return `${publicUrl}/unsubscribe?u=${userId}&s=${await sign(userId)}`;
    },

    async unsubscribe(userId: number, signature: string): Promise<void> {
      if (!safeEqual(signature, await sign(userId))) throw badInput('This unsubscribe link is not valid.');
      await db.transaction(async (tx) => {
        // A valid link for an account deleted since: nothing left to unsubscribe, and that is fine.
        if (await users.stopContact(userId, tx)) await userLog.write(userId, 'unsubscribe', 'E-mail contact turned off', {}, tx);
      });
    },
  };
}
export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
