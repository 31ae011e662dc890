import type { FastifyInstance } from 'fastify';
import type { NewUser } from '../../server/core/repositories/users-repository';
import { hashPassword } from '../../server/lib/crypto';

export interface TestMember {
  id: number;
  email: string;
  password: string;
  token: string;
  /** The `Authorization` header value: `{userId}:{token}`. */
  authorization: string;
}

export type MemberOverrides = Partial<NewUser> & { password?: string };

let sequence = 0;
let cachedHash: Promise<string> | undefined;
export const DEFAULT_PASSWORD = 'correct-horse';

/** A unique suffix per call in this worker, for e-mails, phones and fingerprints. */
export const nextSequence = (): number => (sequence += 1);

/**
 * An active member inserted directly (no registration flow), with a live session; any column can
 * be overridden, e.g. `{ status: 'pending' }`, `{ birthdate: '1990-01-01', sex: 'F' }`.
 */
export async function createMember(app: FastifyInstance, overrides: MemberOverrides = {}): Promise<TestMember> {
  const { password, ...columns } = overrides;
  const email = columns.email ?? `member${nextSequence()}@example.com`;
  // One scrypt hash reused across members keeps the suite fast.
  const passwordHash = password ? await hashPassword(password) : await (cachedHash ??= hashPassword(DEFAULT_PASSWORD));
  const user = await app.container.users.insert({
    surname: 'Test', lastname: 'Member', languageId: 1, status: 'active', activatedAt: new Date(), passwordHash, ...columns, email,
  });
  const token = await app.container.sessions.create(user.id);
  return { id: user.id, email: user.email, password: password ?? DEFAULT_PASSWORD, token, authorization: `${user.id}:${token}` };
}

/** A guest user for a browser fingerprint (e-mail `{fingerprint}{guestEmailDomain}`), with a live session. */
export async function createGuest(app: FastifyInstance, fingerprint = `fp${Date.now()}${nextSequence()}`, overrides: MemberOverrides = {}): Promise<TestMember> {
  const { guestEmailDomain, guestRecommenderId } = app.container.siteConfig;
  return createMember(app, {
    email: `${fingerprint.toLowerCase()}${guestEmailDomain}`,
    isGuest: true,
    passwordHash: null,
    fingerprint,
    recommendedBy: guestRecommenderId,
    surname: '',
    lastname: '',
    ...overrides,
  });
}

/** Another live session (token) for an existing user, e.g. to test "signed out everywhere". */
export async function createSession(app: FastifyInstance, userId: number): Promise<Pick<TestMember, 'id' | 'token' | 'authorization'>> {
  const token = await app.container.sessions.create(userId);
  return { id: userId, token, authorization: `${userId}:${token}` };
}
