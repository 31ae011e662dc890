import type { SessionsRepository } from '../repositories/sessions-repository';

export type { SessionUser } from '../repositories/sessions-repository';

/** What the request hooks and routes do with sessions: look one up, end one, and note a member's own write. */
export function createSessionService(sessions: SessionsRepository) {
  return {
    // The repository's own functions, not wrappers: the lookup runs on every authenticated request.
    findActive: sessions.findActive,
    afterOwnWrite: sessions.afterOwnWrite,
    revoke: sessions.revoke,
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
