import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answers, sessions, users } from '../../db/schema/index';
import { randomToken, sha256 } from '../../lib/crypto';
import type { CachedSession, MemberCache } from '../cache/member-cache';
import type { Clock } from '../../lib/clock';
import type { TicketsMonthOf } from '../../lib/month-rules';
import { detailsColumns, detailsFromRow, withDetailsJoins } from './member-details';
import { renewedExpiry } from '../services/session-renewal-rules';

/** The signed-in caller of a request: the cached session without its expiry. */
export type SessionUser = Omit<CachedSession, 'expiresAt'>;

/**
 * Sessions: a token is looked up once per instance, then served from the member cache until it is
 * revoked, expires, or its member's access facts change (NOTIFY from the database's triggers). A
 * token in use is renewed (session-renewal-rules.ts).
 */
export function createSessionsRepository(db: Db, clock: Clock, tokenTtlDays: number, members: MemberCache, ticketsMonthOf: TicketsMonthOf) {
  const lifetimeMs = tokenTtlDays * 86_400_000;

  /** The session, its expiry moved a lifetime ahead when the rule says so (in the database, then in this instance's copy). */
  async function renewedIfDue(tokenHash: string, session: CachedSession, now: number): Promise<CachedSession> {
    const expiresAt = renewedExpiry(session.expiresAt, now, lifetimeMs);
    if (expiresAt === null) return session;
    const readEpoch = members.epochOf(session.userId);
    const [row] = await db.update(sessions).set({ expiresAt: new Date(expiresAt) })
      .where(and(eq(sessions.id, session.sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    // Revoked meanwhile: the copy goes when its notification arrives; this request still had it.
    if (!row) return session;
    const renewed = { ...session, expiresAt };
    members.keepSession(tokenHash, renewed, readEpoch);
    return renewed;
  }

  // A member's first request to an instance also reads what their next calls will ask for: the
  // polls they answered (the feed) and their details (GET user/{id}, with this month's tickets). A
  // push brings the app's user, next and answer calls together, and each statement spared spares
  // the server the write that wakes PostgreSQL's backend, most of what a statement costs it.
  const findActiveQuery = db
    .select({
      sessionId: sessions.id, expiresAt: sessions.expiresAt,
      answered: sql<number[]>`array(select ${answers.questionId} from ${answers} where ${answers.userId} = ${sessions.userId})`,
      ...detailsColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .$dynamic();
  const findActiveStatement = withDetailsJoins(findActiveQuery)
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), eq(sessions.userId, sql.placeholder('userId')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('sessions_find_active');

  return {
    /** Issues a new token; only its hash is stored. */
    async create(userId: number, tx: Db = db): Promise<string> {
      const token = randomToken();
      const expiresAt = new Date(clock.now() + tokenTtlDays * 86_400_000);
      await tx.insert(sessions).values({ userId, tokenHash: sha256(token), expiresAt });
      return token;
    },

    async findActive(userId: number, token: string): Promise<SessionUser | undefined> {
      const tokenHash = sha256(token);
      const now = new Date(clock.now());
      const cached = members.session(tokenHash, userId, now.getTime());
      if (cached) return renewedIfDue(tokenHash, cached, now.getTime());
      const readEpoch = members.epochOf(userId);
      const detailsReadEpoch = members.detailsEpochOf(userId);
      const month = ticketsMonthOf(now);
      const [row] = await findActiveStatement.execute({ tokenHash, userId, now, month });
      if (!row) return undefined;
      const { user } = row;
      const session = { sessionId: row.sessionId, userId: user.id, isGuest: user.isGuest, status: user.status, languageId: user.languageId, panelSegment: user.panelSegment, expiresAt: new Date(row.expiresAt).getTime() };
      members.keepSession(tokenHash, session, readEpoch);
      members.keepAnswered(userId, row.answered.map(Number), readEpoch);
      const details = detailsFromRow(row);
      if (details) members.keepDetails(userId, month, details, detailsReadEpoch);
      return renewedIfDue(tokenHash, session, now.getTime());
    },

    /** After a member's own write through this instance: their details are read again, not taken from a copy. */
    afterOwnWrite(userId: number): void {
      members.forgetDetails(userId);
    },

    async revoke(sessionId: number, userId: number): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date(clock.now()) }).where(eq(sessions.id, sessionId));
      members.forgetMember(userId);
    },

    async revokeAllOf(userId: number, tx: Db = db): Promise<void> {
      await tx.update(sessions).set({ revokedAt: new Date(clock.now()) }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      members.forgetMember(userId);
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
