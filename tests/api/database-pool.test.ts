import { afterEach, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';
import { dbKind, testDatabase, testDatabaseUrl } from '../helper';

/** The worker's database under an application name of its own, to count a pool's connections. */
const urlNamed = (name: string, database = new URL(testDatabaseUrl()).pathname) =>
  Object.assign(new URL(testDatabaseUrl()), { pathname: database, search: `?application_name=${name}` }).toString();

async function connectionsNamed(name: string): Promise<number> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    const result = await client.query<{ count: number }>('select count(*)::int as count from pg_stat_activity where application_name = $1', [name]);
    return result.rows[0]!.count;
  } finally {
    await client.end();
  }
}

describe.skipIf(dbKind !== 'postgres')('a server pool on PostgreSQL', () => {
  const opened: Database[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });

  async function warmPool(url: string, keepConnections: boolean): Promise<Database> {
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 3, keepConnections });
    opened.push(database);
    await database.warm();
    return database;
  }

  it('opens every connection before the first request and keeps them through a quiet period', async () => {
    await testDatabase();
    // The pools' idle timers only: the connections themselves are real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await warmPool(urlNamed('pool_kept'), true);
    // A pool as pg makes it by default, beside it: its connections close after 10 s idle.
    await warmPool(urlNamed('pool_default'), false);
    // The pool's three, and the answer batches' own.
    expect(await connectionsNamed('pool_kept')).toBe(4);
    vi.advanceTimersByTime(60_000);
    vi.useRealTimers();

    await expect.poll(() => connectionsNamed('pool_default'), { timeout: 10_000 }).toBe(0);
    expect(await connectionsNamed('pool_kept')).toBe(4);
  });

  it('starts all the same when its connections cannot be opened', async () => {
    await expect(warmPool(urlNamed('pool_nowhere', '/no_such_database'), true)).resolves.toBeDefined();
  });
});
