import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
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
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  listen(channel: string, onPayload: (payload: string) => void, onLost: () => void): Promise<Listener>;
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
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined: in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 20 });
    // A dead idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as DbRoot;
    return {
      db, kind: 'postgres', close: () => pool.end(),
      listen: (channel, onPayload, onLost) => listenOnPostgres(target.url, channel, onPayload, onLost),
    };
  }
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as DbRoot;
  return {
    db, kind: 'pglite', close: () => client.close(),
    // One process, one connection: notifications arrive with the result of the statement that sent them.
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return { stop: () => unlisten() };
    },
  };
}
