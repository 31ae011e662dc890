import type { FastifyRequest } from 'fastify';
import { parseRecordId } from '@contract/rules/validation';
import type { Access } from '@contract/schemas/routes';
import { AppError, forbidden, unauthorized } from '../lib/app-error';
import type { SessionService, SessionUser } from '../core/services/session-service';

const CREDENTIALS = /^([0-9]{1,10}):([A-Za-z0-9_-]{20,100})$/;

/** Parses `Authorization: {userId}:{token}`; undefined when absent or not in that form (an id past the database's integers included). */
export function parseCredentials(header: string | undefined): { userId: number; token: string } | undefined {
  const match = header ? CREDENTIALS.exec(header.trim()) : null;
  const userId = parseRecordId(match?.[1]);
  if (!match || userId === null) return undefined;
  return { userId, token: match[2] as string };
}

/** Resolves the caller's session for a route's access level, or throws 401/403. */
export async function authenticate(request: FastifyRequest, access: Access, sessions: Pick<SessionService, 'findActive'>): Promise<SessionUser | null> {
  if (access === 'public') return null;
  // A visitor reads a public card before any guest session exists (the fingerprint that makes one is
  // costly); an empty header (a client that clears its default at sign-out) is no credentials either.
  if (access === 'optional' && !request.headers.authorization?.trim()) return null;
  const credentials = parseCredentials(request.headers.authorization);
  if (!credentials) throw unauthorized(request.headers.authorization ? 'The credentials are malformed.' : 'Sign in to continue.');
  const session = await sessions.findActive(credentials.userId, credentials.token);
  // An account deleted or locked by an operator ends the sessions opened before.
  if (!session || session.status === 'deleted' || session.status === 'locked') throw unauthorized('Your session has expired. Please sign in again.');
  if (access === 'member' && session.isGuest) throw AppError.of(403, 'guestNotAllowed', 'Please register or sign in to do this.');
  return session;
}

/** A member may only read or change their own data. */
export function assertSelf(session: SessionUser, userId: number): void {
  if (session.userId !== userId) throw forbidden();
}
