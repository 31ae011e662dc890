import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema/index';
import { randomToken } from '../../lib/crypto';

/** Named secrets, made once and shared by every server process on the database. */
export function createAppSecretsRepository(db: Db) {
  const cache = new Map<string, string>();
  return {
    async get(name: string): Promise<string> {
      const cached = cache.get(name);
      if (cached) return cached;
      // Two processes may race on the first use: the first insert wins, both read the winner.
      await db.insert(appSecrets).values({ name, value: randomToken() }).onConflictDoNothing();
      const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
      if (!row) throw new Error(`secret ${name} could not be stored`);
      cache.set(name, row.value);
      return row.value;
    },
  };
}
export type AppSecretsRepository = ReturnType<typeof createAppSecretsRepository>;
