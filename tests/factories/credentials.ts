import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../../server/db/schema/index';
import { randomToken } from '../../server/lib/crypto';
import type { TestMember } from './users';

/** Moves every session of the user into the past, as if the token had expired. */
export async function expireSessionsOf(app: FastifyInstance, userId: number): Promise<void> {
  await app.container.db.update(sessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(sessions.userId, userId));
  // A write from outside the app's services: wait until the app's cache has heard of it.
  await app.container.cache.settle();
}

export async function revokeSessionsOf(app: FastifyInstance, userId: number): Promise<void> {
  await app.container.sessions.revokeAllOf(userId);
}

export interface CredentialCase {
  name: string;
  /** The Authorization header to send (undefined: none), after any database set-up. */
  authorization(app: FastifyInstance, member: TestMember): Promise<string | undefined>;
}

/**
 * Every way credentials can be wrong: each must answer 401 (code 101) and change nothing.
 * Use with `it.each(badCredentials)`.
 */
export const badCredentials: CredentialCase[] = [
  { name: 'no Authorization header', authorization: async () => undefined },
  { name: 'a malformed header', authorization: async (_app, m) => `${m.id}-${m.token}` },
  { name: 'an SQL injection in the header', authorization: async (_app, m) => `${m.id}:' OR '1'='1` },
  { name: 'a forged token', authorization: async (_app, m) => `${m.id}:${randomToken()}` },
  { name: 'the token of another user id', authorization: async (_app, m) => `${m.id + 1000}:${m.token}` },
  {
    name: 'an expired token',
    authorization: async (app, m) => {
      await expireSessionsOf(app, m.id);
      return m.authorization;
    },
  },
  {
    name: 'a revoked token',
    authorization: async (app, m) => {
      await revokeSessionsOf(app, m.id);
      return m.authorization;
    },
  },
];
