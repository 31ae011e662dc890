import type { UserDetails } from '../../../contract/entities';

/** The facts of a session that every request's access decisions read. */
export interface CachedSession {
  sessionId: number;
  userId: number;
  isGuest: boolean;
  status: string;
  languageId: number;
  panelSegment: string | null;
  expiresAt: number;
}

/** A member's GET user/{id} answer, for the month its ticket count is of. */
interface CachedDetails {
  month: string;
  details: UserDetails;
}

/** Past this many entries a map is emptied rather than grown: a cache, never the only copy. */
const MAX_SESSIONS = 200_000;
const MAX_MEMBERS = 100_000;

/**
 * Per-instance copies of members' sessions (by token hash), of the polls each has answered and of
 * their details (GET user/{id}). Each member has an epoch: forgetting them (a notification, or a
 * write through this instance) advances it, and a read that began before that is used once but not
 * kept, so a revocation, an answer or a new balance is never hidden by a read that raced it.
 */
export function createMemberCache() {
  const sessions = new Map<string, CachedSession>();
  const sessionHashesOf = new Map<number, Set<string>>();
  const answered = new Map<number, Set<number>>();
  const detailsOf = new Map<number, CachedDetails>();
  const epochs = new Map<number, number>();
  let globalEpoch = 0;

  const epochOf = (userId: number): string => `${globalEpoch}:${epochs.get(userId) ?? 0}`;

  function forgetAll(): void {
    globalEpoch += 1;
    epochs.clear();
    sessions.clear();
    sessionHashesOf.clear();
    answered.clear();
    detailsOf.clear();
  }

  /** Advances a member's epoch; false when the cache was emptied instead (too many members). */
  function advance(userId: number): boolean {
    if (epochs.size >= MAX_MEMBERS) {
      forgetAll();
      return false;
    }
    epochs.set(userId, (epochs.get(userId) ?? 0) + 1);
    return true;
  }

  function forgetMember(userId: number): void {
    if (!advance(userId)) return;
    answered.delete(userId);
    detailsOf.delete(userId);
    for (const hash of sessionHashesOf.get(userId) ?? []) sessions.delete(hash);
    sessionHashesOf.delete(userId);
  }

  /** A member's details changed (points, tickets, photo, profile): their access facts did not. */
  function forgetDetails(userId: number): void {
    if (advance(userId)) detailsOf.delete(userId);
  }

  return {
    /** Marks the start of a read about a member; `keep*` stores its result only if nothing changed since. */
    epochOf,

    session(tokenHash: string, userId: number, now: number): CachedSession | undefined {
      const found = sessions.get(tokenHash);
      return found && found.userId === userId && found.expiresAt > now ? found : undefined;
    },

    keepSession(tokenHash: string, session: CachedSession, readEpoch: string): void {
      if (readEpoch !== epochOf(session.userId)) return;
      if (sessions.size >= MAX_SESSIONS) {
        sessions.clear();
        sessionHashesOf.clear();
      }
      sessions.set(tokenHash, session);
      const hashes = sessionHashesOf.get(session.userId);
      if (hashes) hashes.add(tokenHash);
      else sessionHashesOf.set(session.userId, new Set([tokenHash]));
    },

    answered: (userId: number): ReadonlySet<number> | undefined => answered.get(userId),

    keepAnswered(userId: number, questionIds: Iterable<number>, readEpoch: string): void {
      if (readEpoch !== epochOf(userId)) return;
      if (answered.size >= MAX_MEMBERS) answered.clear();
      answered.set(userId, new Set(questionIds));
    },

    /** New answers: added to the members' sets this instance holds; a read in flight is not kept. Their points changed. */
    addAnswers(list: readonly { userId: number; questionId: number }[]): void {
      for (const { userId, questionId } of list) {
        if (!advance(userId)) return;
        answered.get(userId)?.add(questionId);
        detailsOf.delete(userId);
      }
    },

    /** The member's details as read for `month`, unless they changed since. */
    details(userId: number, month: string): UserDetails | undefined {
      const found = detailsOf.get(userId);
      return found?.month === month ? found.details : undefined;
    },

    keepDetails(userId: number, month: string, details: UserDetails, readEpoch: string): void {
      if (readEpoch !== epochOf(userId)) return;
      if (detailsOf.size >= MAX_MEMBERS) detailsOf.clear();
      detailsOf.set(userId, { month, details });
    },

    forgetMember,
    forgetDetails,
    /** Every member's details: a city's or a language's name changed. */
    forgetAllDetails(): void {
      globalEpoch += 1;
      detailsOf.clear();
    },
    forgetAll,
  };
}
export type MemberCache = ReturnType<typeof createMemberCache>;
