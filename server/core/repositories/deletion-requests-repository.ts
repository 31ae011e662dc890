import { and, asc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountDeletionRequests, activationCodes, passwordResets, smsCodes, userPhotos, users } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';

export interface OpenDeletionRequest {
  id: number;
  userId: number;
  email: string;
  requestedAt: Date;
}

/** Neither completed by an operator nor cancelled by the member: the predicate of the unique index of open requests. */
const isOpen = and(isNull(accountDeletionRequests.completedAt), isNull(accountDeletionRequests.cancelledAt));

/**
 * The member of this user id column has not asked for their account's deletion, or has taken it back:
 * a member who asked is told nothing more (no pushes) while the request waits for an operator.
 */
export const hasNoOpenDeletionRequest = (userId: AnyColumn): SQL =>
  sql`not exists (select 1 from ${accountDeletionRequests} where ${accountDeletionRequests.userId} = ${userId} and ${isOpen})`;

/** Members' requests to delete their account; an operator completes them (server/cli), the member's next sign-in cancels them. */
export function createDeletionRequestsRepository(db: Db, clock: Clock) {
  return {
    /** Records a request; false when one is already open (at most one open request per member). */
    async open(userId: number, tx: Db = db): Promise<boolean> {
      const inserted = await tx
        .insert(accountDeletionRequests)
        .values({ userId })
        .onConflictDoNothing({ target: accountDeletionRequests.userId, where: isOpen })
        .returning({ id: accountDeletionRequests.id });
      return inserted.length > 0;
    },

    /** Open requests, oldest first. */
    async listOpen(): Promise<OpenDeletionRequest[]> {
      return db
        .select({ id: accountDeletionRequests.id, userId: accountDeletionRequests.userId, email: users.email, requestedAt: accountDeletionRequests.requestedAt })
        .from(accountDeletionRequests)
        .innerJoin(users, eq(users.id, accountDeletionRequests.userId))
        .where(isOpen)
        .orderBy(asc(accountDeletionRequests.requestedAt), asc(accountDeletionRequests.id));
    },

    async byId(id: number, tx: Db = db) {
      return (await tx.select().from(accountDeletionRequests).where(eq(accountDeletionRequests.id, id)).limit(1))[0];
    },

    /** Marks an open request completed; false when it was not open (completed by someone else, or cancelled). */
    async markCompleted(id: number, tx: Db = db): Promise<boolean> {
      const updated = await tx
        .update(accountDeletionRequests)
        .set({ completedAt: new Date(clock.now()) })
        .where(and(eq(accountDeletionRequests.id, id), isOpen))
        .returning({ id: accountDeletionRequests.id });
      return updated.length > 0;
    },

    /** Marks the member's open request cancelled; false when none was open. */
    async cancelOpen(userId: number, tx: Db = db): Promise<boolean> {
      const updated = await tx
        .update(accountDeletionRequests)
        .set({ cancelledAt: new Date(clock.now()) })
        .where(and(eq(accountDeletionRequests.userId, userId), isOpen))
        .returning({ id: accountDeletionRequests.id });
      return updated.length > 0;
    },

    /**
     * Anonymizes the account: its personal details are cleared (the e-mail replaced by `email`, never
     * deliverable) and its photo and outstanding codes deleted, which would otherwise still reach it.
     */
    async anonymizeAccount(userId: number, email: string, tx: Db = db): Promise<void> {
      const [user] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
      await tx
        .update(users)
        .set({
          status: 'deleted',
          email,
          passwordHash: null,
          surname: '',
          lastname: '',
          phone: null,
          address: null,
          birthdate: null,
          sex: null,
          cityId: null,
          fingerprint: null,
          agreesContact: false,
          deletedAt: new Date(clock.now()),
        })
        .where(eq(users.id, userId));
      await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
      await tx.delete(activationCodes).where(eq(activationCodes.userId, userId));
      await tx.delete(userPhotos).where(eq(userPhotos.userId, userId));
      if (user?.phone) await tx.delete(smsCodes).where(eq(smsCodes.phone, user.phone));
    },
  };
}
export type DeletionRequestsRepository = ReturnType<typeof createDeletionRequestsRepository>;
