import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { is, sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { PgDialect, PgTable, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The database itself, whichever driver is underneath (pool or PGlite). */
export type DbRoot = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction opened on it (or nested in one). */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository runs its statements on: the database, or a transaction a service opened. */
export type Db = DbRoot | Tx;

/** The rows of a raw statement's result, whichever driver answered (node-postgres wraps them, PGlite too, some drivers do not). */
export const resultRows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** A subscription to a NOTIFY channel; `onLost` runs when notifications may have been missed (a reconnect). */
export interface Listener {
  stop(): Promise<void>;
}

export interface Database {
  db: DbRoot;
  /**
   * Where the answer batches are written. PostgreSQL: a connection of their own, so a batch never
   * waits in the pool's queue behind the reads of the very requests it is to answer; PGlite: `db`.
   */
  batchDb: DbRoot;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * A server's pool before its first request: every connection opened, each backend having read the
   * tables' catalog entries (a push burst's first requests wait for none of that). Best effort: a
   * connection the server cannot open now is opened later, when a request needs it.
   */
  warm(): Promise<void>;
  listen(channel: string, onPayload: (payload: string) => void, onLost: () => void): Promise<Listener>;
  /**
   * Runs `work` while no other instance on this database runs its own (migrations and the first
   * seeding at start-up: several instances started together would apply a migration twice, or seed
   * the reference data twice). PostgreSQL: an advisory lock held by a connection of its own; PGlite:
   * the data directory is one process's already.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
}

/** The advisory lock key of start-up work (any constant of the panel's own; 'panelist' in ASCII). */
const STARTUP_LOCK_KEY = 0x70616e656c697374n;

async function holdingStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    return await work();
  } finally {
    // Closing the connection ends its session, and with it the lock, whatever `work` did.
    await client.end().catch(() => undefined);
  }
}

/** How long a lost PostgreSQL listener waits before connecting again. */
const RELISTEN_DELAY_MS = 500;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it drops, the
 * caller is told (it must assume it missed notifications) and it connects again until stopped.
 */
async function listenOnPostgres(url: string, channel: string, onPayload: (payload: string) => void, onLost: () => void): Promise<Listener> {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      onLost();
      setTimeout(() => void reconnect(), RELISTEN_DELAY_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnect = async (): Promise<void> => {
    while (!stopped) {
      try {
        await connect();
        // Whatever changed while no one listened is unknown: drop it all.
        onLost();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RELISTEN_DELAY_MS).unref());
      }
    }
  };
  await connect();
  return {
    async stop() {
      stopped = true;
      await client?.end().catch(() => undefined);
    },
  };
}

export type DatabaseTarget =
  /** keepConnections: a server's pool, whose connections stay open through quiet periods. */
  | { kind: 'postgres'; url: string; poolSize?: number; keepConnections?: boolean }
  /** dataDir undefined: in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/** One statement that opens every table of the schema (each branch reads nothing). */
const everyTable = sql.join(
  Object.values(schema).filter((value) => is(value, PgTable)).map((table) => sql`(select 1 from ${table} where false)`),
  sql` union all `,
);

async function warmPool(pool: pg.Pool): Promise<void> {
  const query = new PgDialect().sqlToQuery(everyTable);
  const clients = (await Promise.allSettled(Array.from({ length: pool.options.max }, () => pool.connect())))
    .flatMap((opened) => (opened.status === 'fulfilled' ? [opened.value] : []));
  try {
    await Promise.allSettled(clients.map((client) => client.query(query.sql, query.params)));
  } finally {
    for (const client of clients) client.release();
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const size = target.poolSize ?? 20;
    // pg closes a connection idle for 10 s by default: a burst after a quiet minute would then open
    // them all again, each new backend reading its catalogs and preparing every statement anew.
    const openPool = (max: number) => {
      const pool = new pg.Pool({ connectionString: target.url, max, ...(target.keepConnections ? { idleTimeoutMillis: 0 } : {}) });
      // A dead idle connection must not crash the process; the pool replaces it.
      pool.on('error', () => undefined);
      return pool;
    };
    const pool = openPool(size);
    const batchPool = openPool(1);
    return {
      db: drizzlePg(pool, { schema }) as DbRoot,
      batchDb: drizzlePg(batchPool, { schema }) as DbRoot,
      kind: 'postgres',
      close: async () => {
        await Promise.all([pool.end(), batchPool.end()]);
      },
      warm: async () => {
        await Promise.all([warmPool(pool), warmPool(batchPool)]);
      },
      listen: (channel, onPayload, onLost) => listenOnPostgres(target.url, channel, onPayload, onLost),
      exclusively: (work) => holdingStartupLock(target.url, work),
    };
  }
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as DbRoot;
  return {
    db, batchDb: db, kind: 'pglite', close: () => client.close(),
    // One connection in this process: nothing to open ahead.
    warm: async () => undefined,
    // One process, one connection: notifications arrive with the result of the statement that sent them.
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return { stop: () => unlisten() };
    },
    exclusively: (work) => work(),
  };
}
