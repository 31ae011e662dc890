import type { UserDetails } from '@contract/schemas/entities';

/** The facts of a session that every request's access decisions read. */
export interface CachedSession {
  sessionId: number;
  userId: number;
  isGuest: boolean;
  status: string;
  /** The member's own language: their feed's when they ask for none. */
  languageId: number;
  /** The panel segment a quest may be limited to; null when none. */
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
 * Counters that say whether anything about a member changed since a read began: one per member
 * and one for everyone. `advance` answers false when there were too many members to count (the
 * caller then forgets everyone instead).
 */
function createEpochs() {
  const perMember = new Map<number, number>();
  let everyone = 0;
  return {
    of: (userId: number): string => `${everyone}:${perMember.get(userId) ?? 0}`,
    advance(userId: number): boolean {
      if (perMember.size >= MAX_MEMBERS) return false;
      perMember.set(userId, (perMember.get(userId) ?? 0) + 1);
      return true;
    },
    advanceAll(): void {
      everyone += 1;
      perMember.clear();
    },
  };
}

/**
 * Per-instance copies of members' sessions (by token hash), of the polls each has answered and of
 * their details (GET user/{id}). Forgetting a member (a notification, or a write through this
 * instance) advances their epoch, and a read that began before that is used once but not kept, so a
 * revocation, an answer or a new balance is never hidden by a read that raced it. Details have an
 * epoch of their own: a new balance does not keep a session read from being kept.
 */
export function createMemberCache() {
  const sessions = new Map<string, CachedSession>();
  const sessionHashesOf = new Map<number, Set<string>>();
  const answered = new Map<number, Set<number>>();
  const detailsOf = new Map<number, CachedDetails>();
  const access = createEpochs();
  const details = createEpochs();

  const epochOf = (userId: number): string => access.of(userId);
  const detailsEpochOf = (userId: number): string => `${access.of(userId)}/${details.of(userId)}`;

  function forgetAll(): void {
    access.advanceAll();
    details.advanceAll();
    sessions.clear();
    sessionHashesOf.clear();
    answered.clear();
    detailsOf.clear();
  }

  function forgetMember(userId: number): void {
    if (!access.advance(userId)) return forgetAll();
    answered.delete(userId);
    detailsOf.delete(userId);
    for (const hash of sessionHashesOf.get(userId) ?? []) sessions.delete(hash);
    sessionHashesOf.delete(userId);
  }

  /** A member's details changed (points, tickets, photo, profile): their access facts did not. */
  function forgetDetails(userId: number): void {
    if (!details.advance(userId)) return forgetAllDetails();
    detailsOf.delete(userId);
  }

  function forgetAllDetails(): void {
    details.advanceAll();
    detailsOf.clear();
  }

  return {
    /** Marks the start of a read about a member; `keep*` stores its result only if nothing changed since. */
    epochOf,
    detailsEpochOf,

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
        const set = answered.get(userId);
        if (set) set.add(questionId);
        else if (!access.advance(userId)) return forgetAll();
        forgetDetails(userId);
      }
    },

    /** The member's details as read for `month`, unless they changed since. */
    details(userId: number, month: string): UserDetails | undefined {
      const found = detailsOf.get(userId);
      return found?.month === month ? found.details : undefined;
    },

    keepDetails(userId: number, month: string, kept: UserDetails, readEpoch: string): void {
      if (readEpoch !== detailsEpochOf(userId)) return;
      if (detailsOf.size >= MAX_MEMBERS) detailsOf.clear();
      detailsOf.set(userId, { month, details: kept });
    },

    forgetMember,
    forgetDetails,
    /** Every member's details: a city's or a language's name changed. */
    forgetAllDetails,
    forgetAll,
  };
}
export type MemberCache = ReturnType<typeof createMemberCache>;
