import { join } from 'node:path';
import type { Env } from '../config/env';
import type { SiteConfig } from '@contract/schemas/site-config';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { applyMigrations } from '../db/migrate';
import { seedReferenceData } from '../db/reference-data';
import { createContainer } from '../core/container';
import { CommandError } from './cli-errors';
import { stderrLogger } from './stderr-logger';
import type { OpenedContainer } from './run-cli';

/**
 * Opens the server's database exactly as server/main.ts does: PostgreSQL with DATABASE_URL, else
 * PGlite in DATA_DIR under the same lock, so the CLI refuses while a server runs on that directory
 * (PGlite is one process at a time). Then migrations and the reference data, as at start-up.
 */
export async function openPanelDatabase(env: Env, siteConfig: SiteConfig): Promise<OpenedContainer> {
  let unlock: () => void = () => undefined;
  if (!env.databaseUrl) {
    try {
      unlock = lockDataDir(env.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      throw new CommandError(
        `${error.message}\nThe embedded database (PGlite) serves one process at a time, so operator commands cannot run while the server does. ` +
          'Stop the server, run the command, then start the server again. (With DATABASE_URL on PostgreSQL, commands run beside the server.)',
      );
    }
  }
  let database: Database | undefined;
  try {
    database = env.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: env.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: join(env.dataDir, 'pglite') });
    const opened = database;
    await opened.exclusively(async () => {
      await applyMigrations(opened);
      await seedReferenceData(opened.db);
    });
    const container = createContainer({ env, siteConfig, database, log: stderrLogger() });
    return {
      container,
      async close() {
        await container.attempts.close();
        await opened.close();
        unlock();
      },
    };
  } catch (error) {
    await database?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}
