import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { privacyAcceptances, userPhotos, users } from '../../db/schema/index';
import type { PhotoType } from '@contract/rules/photo';
import type { UserDetails } from '@contract/schemas/entities';
import { detailsColumns, detailsFromRow, withDetailsJoins } from './member-details';
import type { Clock } from '../../lib/clock';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** `onMemberChange`: told of every member row changed here, so this instance's cached access facts are fresh at once. */
export function createUsersRepository(db: Db, clock: Clock, onMemberChange: (userId: number) => void = () => undefined) {
  // The details read again once forgotten (a member's first call reads them with their session),
  // prepared once per connection.
  const detailsStatement = withDetailsJoins(db.select(detailsColumns).from(users).$dynamic())
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_details');
  const byId = async (id: number, tx: Db = db) => (await tx.select().from(users).where(eq(users.id, id)).limit(1))[0];

  return {
    byId,
    byEmail: async (email: string, tx: Db = db) =>
      (await tx.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1))[0],
    byPhone: async (phone: string, tx: Db = db) => (await tx.select().from(users).where(eq(users.phone, phone)).limit(1))[0],

    /** Locks the member's row until the transaction ends (what they ask for together is then decided one request at a time). */
    async lock(id: number, tx: Db): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    },

    async insert(values: NewUser, tx: Db = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values({ ...values, email: values.email.trim().toLowerCase() }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(id: number, values: Partial<NewUser>, tx: Db = db): Promise<void> {
      await tx.update(users).set(values).where(eq(users.id, id));
      onMemberChange(id);
    },

    /** The member's profile photo, or undefined when they have none. */
    async photo(id: number): Promise<{ contentType: PhotoType; data: Buffer; updatedAt: Date } | undefined> {
      const [row] = await db.select().from(userPhotos).where(eq(userPhotos.userId, id)).limit(1);
      return row;
    },

    /** Stores (or replaces) the member's photo. */
    async setPhoto(id: number, photo: { contentType: PhotoType; data: Buffer }, tx: Db = db): Promise<void> {
      const values = { ...photo, updatedAt: new Date(clock.now()) };
      await tx.insert(userPhotos).values({ userId: id, ...values }).onConflictDoUpdate({ target: userPhotos.userId, set: values });
    },

    /** Removes the member's photo; true when there was one. */
    async removePhoto(id: number, tx: Db = db): Promise<boolean> {
      const removed = await tx.delete(userPhotos).where(eq(userPhotos.userId, id)).returning({ userId: userPhotos.userId });
      return removed.length > 0;
    },

    /** The details answer of GET user/{id} with the tickets of `month` ('YYYY-MM'), or undefined when there is no such user. */
    async details(id: number, month: string): Promise<UserDetails | undefined> {
      const [row] = await detailsStatement.execute({ id, month });
      return row ? detailsFromRow(row) : undefined;
    },

    /** Records the member's acceptance of a policy version; false when it was accepted before. */
    async acceptPrivacyPolicy(userId: number, version: string, tx: Db = db): Promise<boolean> {
      const inserted = await tx.insert(privacyAcceptances).values({ userId, policyVersion: version, acceptedAt: new Date(clock.now()) }).onConflictDoNothing()
        .returning({ userId: privacyAcceptances.userId });
      return inserted.length > 0;
    },

    /** Turns off contact e-mails; false when there is no such member. */
    async stopContact(userId: number, tx: Db = db): Promise<boolean> {
      const changed = await tx.update(users).set({ agreesContact: false }).where(eq(users.id, userId)).returning({ id: users.id });
      return changed.length > 0;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
