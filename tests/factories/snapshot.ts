import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Tables a member's requests can change. */
export const memberTables = ['users', 'sessions', 'user_log', 'device_tokens', 'account_deletion_requests', 'points_ledger'] as const;

/**
 * Every row of the given tables, ordered by id: take one before a rejected request and compare it
 * with one taken after to prove that nothing stored changed.
 */
export async function snapshotTables(app: FastifyInstance, tables: readonly string[] = memberTables): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tables) {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
    const result = await app.container.db.execute(sql.raw(`select * from "${table}" order by id`));
    snapshot[table] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as unknown[];
  }
  return snapshot;
}
