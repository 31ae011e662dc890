import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, counties, languages } from '../../db/schema/index';

/** Languages, counties and cities: read-mostly reference data. */
export function createReferenceRepository(db: Db) {
  return {
    languages: () =>
      db
        .select({ languageId: languages.id, uiName: languages.uiName, panelDirectoryName: languages.panelDirectoryName, momentLocale: languages.momentLocale })
        .from(languages)
        .orderBy(asc(languages.id)),
    languageByUiName: async (uiName: string) => (await db.select().from(languages).where(eq(languages.uiName, uiName)).limit(1))[0],
    languageById: async (id: number) => (await db.select().from(languages).where(eq(languages.id, id)).limit(1))[0],
    counties: () => db.select({ id: counties.id, name: counties.name }).from(counties).orderBy(asc(counties.name)),
    countyExists: async (id: number) => (await db.select({ id: counties.id }).from(counties).where(eq(counties.id, id)).limit(1)).length > 0,
    citiesOf: (countyId: number) =>
      db.select({ id: cities.id, name: cities.name, countyId: cities.countyId }).from(cities).where(eq(cities.countyId, countyId)).orderBy(asc(cities.name)),
    cityById: async (id: number) =>
      (await db.select({ id: cities.id, name: cities.name, countyId: cities.countyId }).from(cities).where(eq(cities.id, id)).limit(1))[0],
  };
}
export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
