import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../server/app';
import type { PushSender } from '../server/core/messaging/push-sender';
import type { Clock } from '../server/lib/clock';
import type { AppLoggerOptions } from '../server/lib/log-options';
import { readEnv, type Env } from '../server/config/env';
import { loadSiteConfig } from '../server/config/site-config';
import type { SiteConfig } from '@contract/schemas/site-config';
import { openDatabase, type Database } from '../server/db/client';
import { applyMigrations } from '../server/db/migrate';
import { seedReferenceData } from '../server/db/reference-data';
import { processIsAlive } from '../server/lib/process-alive';

/** 'postgres' in the api-pg project (TEST_DATABASE_URL), else an in-memory PGlite. */
export const dbKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

let shared: Promise<Database> | undefined;

const workerDatabaseName = () => `panelist_test_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;

/**
 * A worker's database lives as long as the worker and is never closed, so it outlives the run: the
 * next run drops those of workers that have ended. One still connected to is kept (no FORCE).
 */
async function dropEndedWorkersDatabases(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database');
  for (const { datname } of rows) {
    const pid = Number(/^panelist_test_\d+_(\d+)$/.exec(datname)?.[1]);
    if (!pid || processIsAlive(pid)) continue;
    await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
  }
}

/** The URL of the worker's PostgreSQL database (testDatabase()), for a server process of its own on it. */
export function testDatabaseUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(adminUrl);
  url.pathname = `/${workerDatabaseName()}`;
  return url.toString();
}

async function createPostgresDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = workerDatabaseName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await dropEndedWorkersDatabases(admin);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: testDatabaseUrl(), poolSize: 60 });
  const close = database.close;
  database.close = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  return database;
}

/** One migrated database per test worker (test files share it: isolate is off for API tests). */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const database = dbKind === 'postgres' ? await createPostgresDatabase() : await openDatabase({ kind: 'pglite' });
    await applyMigrations(database);
    return database;
  })();
  return shared;
}

/** Empties every table and restores the reference data, so each test starts from the same state. */
export async function resetDatabase(database: Database): Promise<void> {
  const result = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { tablename: string }[] }).rows) as { tablename: string }[];
  const tables = rows.map((row) => `"${row.tablename}"`).join(', ');
  if (tables) await database.db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
  await seedReferenceData(database.db);
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  env: Env;
  siteConfig: SiteConfig;
  dataDir: string;
  close(): Promise<void>;
}

/** Builds the real app on the worker's database, with a fresh DATA_DIR for the outbox. */
export async function buildTestApp(options: { siteConfig?: Partial<SiteConfig>; env?: Record<string, string>; push?: PushSender; clock?: Clock; logger?: AppLoggerOptions } = {}): Promise<TestApp> {
  const database = await testDatabase();
  await resetDatabase(database);
  const dataDir = mkdtempSync(join(tmpdir(), 'panelist-test-'));
  const env = readEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'http://panelist.test', DIST_DIR: join(dataDir, 'no-dist'), ...options.env });
  const siteConfig = { ...loadSiteConfig(), ...options.siteConfig };
  const app = await buildApp({ env, siteConfig, database, push: options.push, clock: options.clock, logger: options.logger });
  await app.ready();
  return {
    app,
    database,
    env,
    siteConfig,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another instance of the app on the same database, as a second server behind a load balancer
 * would be: its own caches, kept fresh by the same database's notifications.
 */
export async function buildSecondApp(first: TestApp): Promise<FastifyInstance> {
  const app = await buildApp({ env: first.env, siteConfig: first.siteConfig, database: first.database, clock: first.app.container.clock });
  await app.ready();
  return app;
}

export { readOutbox, type OutboxMessage } from './factories/outbox';

/**
 * Where the API tests' requests come from unless a test says otherwise: a client elsewhere on the
 * network (a documentation address), so per-address limits apply to them as to any member.
 */
export const TEST_CLIENT_ADDRESS = '192.0.2.10';

/** Calls the app with JSON and returns status, parsed body (text when not JSON) and the bytes as sent. */
export async function call(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject({ remoteAddress: TEST_CLIENT_ADDRESS, ...options });
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body: body as any, headers: response.headers, rawPayload: response.rawPayload };
}
