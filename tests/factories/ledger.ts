import { expect } from 'vitest';
import { users } from '../../server/db/schema/index';
import type { TestApp } from '../helper';

/** Every user's balance equals the sum of their ledger rows. Call after each test that moves points. */
export async function expectLedgerMatchesBalances(t: TestApp): Promise<void> {
  for (const row of await t.database.db.select({ id: users.id, points: users.points }).from(users)) {
    expect(await t.app.container.points.balanceFromLedger(row.id), `user ${row.id}`).toBe(row.points);
  }
}
