import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, resultRows, type Database } from '../../server/db/client';
import { applyMigrations } from '../../server/db/migrate';
import { defaultTicketPrices, seedReferenceData } from '../../server/db/reference-data';
import { dbKind } from '../helper';

/** A new, empty PostgreSQL database of this test's own: start-up work runs on nothing migrated yet. */
async function emptyDatabaseUrl(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  return { url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

describe.skipIf(dbKind !== 'postgres')('instances starting together on one PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function instances(count: number): Promise<Database[]> {
    const target = await emptyDatabaseUrl(`panelist_startup_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`);
    cleanups.push(target.drop);
    const opened = await Promise.all(Array.from({ length: count }, () => openDatabase({ kind: 'postgres', url: target.url, poolSize: 4 })));
    cleanups.push(async () => void (await Promise.all(opened.map((database) => database.close()))));
    return opened;
  }

  it('run their start-up work one at a time', async () => {
    const [first, second] = await instances(2);
    const spans: [number, number][] = [];
    const work = async () => {
      const from = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 150));
      spans.push([from, performance.now()]);
    };
    await Promise.all([first!.exclusively(work), second!.exclusively(work)]);
    const [earlier, later] = spans.sort((a, b) => a[0] - b[0]);
    expect(later![0]).toBeGreaterThanOrEqual(earlier![1]);
  });

  it('migrate and seed the reference data once, all of them starting', async () => {
    const started = await instances(4);
    await Promise.all(started.map((database) => database.exclusively(async () => {
      await applyMigrations(database);
      await seedReferenceData(database.db);
    })));
    const prices = resultRows<{ count: number }>(await started[0]!.db.execute(sql`select count(*)::int as count from ticket_prices`))[0]!.count;
    expect(prices).toBe(defaultTicketPrices.length);
  });
});
