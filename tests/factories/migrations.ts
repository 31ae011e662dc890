import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { openDatabase, resultRows, type Database } from '../../server/db/client';
import { migrationsFolder } from '../../server/db/migrate';

/** The migrations up to (not including) the one whose tag starts with `before`, in a folder of their own. */
function migrationsBefore(before: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'panelist-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag.startsWith(before));
  // Not found, slice(0, -1) would quietly leave out the newest migration instead.
  if (index < 0) throw new Error(`No migration's tag starts with "${before}"`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * An embedded database migrated up to (not including) the migration whose tag starts with `before`,
 * for a test to store what an earlier version stored, then `migrateRest` to apply the others.
 */
export async function databaseBefore(before: string) {
  const database: Database = await openDatabase({ kind: 'pglite' });
  const olderFolder = migrationsBefore(before);
  await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: olderFolder });
  return {
    database,
    query: async <T>(text: string) => resultRows<T>(await database.db.execute(sql.raw(text))),
    migrateRest: () => migrate(database.db as unknown as PgliteDatabase, { migrationsFolder }),
    async close() {
      await database.close();
      rmSync(olderFolder, { recursive: true, force: true });
    },
  };
}
export type OlderDatabase = Awaited<ReturnType<typeof databaseBefore>>;
