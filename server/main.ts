import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { buildApp } from './app';
import { buildIfStale } from './build-if-stale';
import { EnvError, readEnv } from './config/env';
import { loadSiteConfig, SiteConfigError, withFirebaseFromEnv, withProvidersFromEnv } from './config/site-config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { applyMigrations } from './db/migrate';
import { seedIfEmpty } from './db/seed';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const devMode = process.argv.includes('--dev');

async function main(): Promise<void> {
  const env = readEnv();
  const siteConfig = withProvidersFromEnv(withFirebaseFromEnv(loadSiteConfig(env.siteConfigPath), env.firebaseWebConfig), env.social);
  // PGlite is one process per data directory; PostgreSQL needs no lock.
  const unlock = env.databaseUrl ? () => undefined : lockDataDir(env.dataDir);
  let database: Database | undefined;
  try {
    if (!devMode) buildIfStale(root, env.distDir, (message) => console.log(message));
    database = env.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: env.databaseUrl, keepConnections: true })
      : await openDatabase({ kind: 'pglite', dataDir: join(env.dataDir, 'pglite') });
    const opened = database;
    await opened.exclusively(() => applyMigrations(opened));
    await database.warm();
    const app = await buildApp({ env, siteConfig, database, logger: { level: env.logLevel } });
    await opened.exclusively(() => seedIfEmpty(app.container));
    await app.listen({ port: env.port, host: env.host });
    console.log(`Panelist is running at http://localhost:${env.port} (${database.kind === 'pglite' ? `embedded database in ${env.dataDir}` : 'PostgreSQL'})`);

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received, closing`);
      await app.close();
      await database?.close();
      unlock();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
  } catch (error) {
    await database?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof SiteConfigError || error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('Panelist could not start:', error);
  }
  process.exit(1);
});
