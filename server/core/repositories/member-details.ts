import { and, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { UserDetails, UserRecord } from '@contract/schemas/entities';
import { isProfileComplete } from '@contract/rules/validation';
import { cities, languages, privacyAcceptances, tickets, userPhotos, users } from '../../db/schema/index';

/**
 * The columns of a member's details (GET user/{id}), for a statement over `users` joined to their
 * language, and left-joined to their city and photo (`withDetailsJoins`); this month's tickets are
 * those of the statement's `month` placeholder ('YYYY-MM').
 */
export const detailsColumns = {
  user: users,
  language: languages,
  city: { id: cities.id, name: cities.name, countyId: cities.countyId },
  photoUpdatedAt: userPhotos.updatedAt,
  privacy: sql<{ version: string; at: string } | null>`(select json_build_object('version', ${privacyAcceptances.policyVersion}, 'at', ${privacyAcceptances.acceptedAt}) from ${privacyAcceptances} where ${privacyAcceptances.userId} = ${users.id} order by ${privacyAcceptances.acceptedAt} desc limit 1)`,
  tickets: sql<number>`coalesce((select sum(${tickets.count}) from ${tickets} where ${and(eq(tickets.userId, users.id), eq(tickets.month, sql.placeholder('month')))}), 0)::int`,
};

/**
 * A statement over `users` (in its FROM or joined) given the joins `detailsColumns` read: the
 * member's language (always there), their city and their photo (either may not be there).
 */
export function withDetailsJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(languages, eq(languages.id, users.languageId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(userPhotos, eq(userPhotos.userId, users.id));
}

/** A row of `detailsColumns`, as a statement with `withDetailsJoins` answers it. */
export interface DetailsRow {
  user: typeof users.$inferSelect;
  language: typeof languages.$inferSelect;
  city: { id: number; name: string; countyId: number } | null;
  photoUpdatedAt: Date | null;
  privacy: { version: string; at: string } | null;
  tickets: number;
}

/** GET user/{id}'s answer made from a details row; undefined for an account that was deleted. */
export function detailsFromRow(row: DetailsRow): UserDetails | undefined {
  if (row.user.status === 'deleted') return undefined;
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
}
