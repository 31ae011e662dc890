import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sessions, users } from '../../../db/schema/index';
import { randomToken, sha256 } from '../../../lib/crypto';

export interface SessionUser {
  sessionId: number;
  userId: number;
  isGuest: boolean;
  status: string;
}

export function createSessionsRepository(db: Db, tokenTtlDays: number) {
  return {
    /** Issues a new token; only its hash is stored. */
    async create(userId: number, tx: Db = db): Promise<string> {
      const token = randomToken();
      const expiresAt = new Date(Date.now() + tokenTtlDays * 86_400_000);
      await tx.insert(sessions).values({ userId, tokenHash: sha256(token), expiresAt });
      return token;
    },

    async findActive(userId: number, token: string): Promise<SessionUser | undefined> {
      const [row] = await db
        .select({ sessionId: sessions.id, userId: sessions.userId, isGuest: users.isGuest, status: users.status })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, sha256(token)), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row;
    },

    async revoke(sessionId: number): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    async revokeAllOf(userId: number, tx: Db = db): Promise<void> {
      await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
