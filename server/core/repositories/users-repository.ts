import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, languages, privacyAcceptances, tickets, userPhotos, users } from '../../db/schema/index';
import type { PhotoType } from '@contract/rules/photo';
import type { UserDetails, UserRecord } from '@contract/schemas/entities';
import { isProfileComplete } from '@contract/rules/validation';
import type { Clock } from '../../lib/clock';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** `onMemberChange`: told of every member row changed here, so this instance's cached access facts are fresh at once. */
export function createUsersRepository(db: Db, clock: Clock, onMemberChange: (userId: number) => void = () => undefined) {
  // GET user/{id}'s one statement, prepared once per connection.
  const detailsStatement = db
    .select({
      user: users,
      language: languages,
      city: { id: cities.id, name: cities.name, countyId: cities.countyId },
      photoUpdatedAt: userPhotos.updatedAt,
      privacy: sql<{ version: string; at: string } | null>`(select json_build_object('version', ${privacyAcceptances.policyVersion}, 'at', ${privacyAcceptances.acceptedAt}) from ${privacyAcceptances} where ${privacyAcceptances.userId} = ${users.id} order by ${privacyAcceptances.acceptedAt} desc limit 1)`,
      tickets: sql<number>`coalesce((select sum(${tickets.count}) from ${tickets} where ${and(eq(tickets.userId, users.id), eq(tickets.month, sql.placeholder('month')))}), 0)::int`,
    })
    .from(users)
    .innerJoin(languages, eq(languages.id, users.languageId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(userPhotos, eq(userPhotos.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_details');
  const byId = async (id: number, tx: Db = db) => (await tx.select().from(users).where(eq(users.id, id)).limit(1))[0];

  return {
    byId,
    byEmail: async (email: string, tx: Db = db) =>
      (await tx.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1))[0],
    byPhone: async (phone: string, tx: Db = db) => (await tx.select().from(users).where(eq(users.phone, phone)).limit(1))[0],

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
      if (!row || row.user.status === 'deleted') return undefined;
      const u = row.user;
      const city = row.city?.id ? [{ id: row.city.id, name: row.city.name, countyId: row.city.countyId }] : [];
      const language = { lang_id: row.language.id, lang_panel_directory_name: row.language.panelDirectoryName, lang_moment_locale: row.language.momentLocale };
      const base = {
        user_id: u.id,
        user_surname: u.surname,
        user_lastname: u.lastname,
        user_birthdate: u.birthdate,
        user_sex: u.sex,
        user_email: u.email,
        user_points: u.points,
        city,
        language,
      };
      const record: UserRecord = {
        ...base,
        user_phone: u.phone,
        user_address: u.address,
        user_agrees_contact: u.agreesContact,
        user_erg_employee: u.ergEmployee,
        user_recommended_by: u.recommendedBy,
        level: u.level,
        forecast_segment: u.forecastSegment,
        panel_segment: u.panelSegment,
        is_guest: u.isGuest,
        hasUserCompletedProfile: isProfileComplete(base),
        user_photo_version: row.photoUpdatedAt ? row.photoUpdatedAt.getTime() : null,
        privacy_accepted_version: row.privacy?.version ?? null,
        privacy_accepted_at: row.privacy ? new Date(row.privacy.at).toISOString() : null,
      };
      return { ...base, tickets: Number(row.tickets), user: record };
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
