import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pointsLedger, userLog, users } from '../../server/db/schema/index';
import { expectLedgerMatchesBalances } from '../factories/ledger';
import { buildTestApp, type TestApp } from '../helper';

let t: TestApp;
let userId: number;
beforeEach(async () => {
  t = await buildTestApp();
  const user = await t.app.container.users.insert({ email: 'ledger@example.com', languageId: 1, status: 'active' });
  userId = user.id;
  await t.app.container.points.applyAlone({ userId, delta: 1000, reason: 'grant', idempotencyKey: 'grant-1' });
});
afterEach(async () => {
  await expectLedgerMatchesBalances(t);
  await t.close();
});

async function balance() {
  const [row] = await t.database.db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row?.points;
}

describe('a credit with its activity line', () => {
  const line = { actionType: 'bonus_test', actionDetails: 'A test bonus', actionParams: { points: 25 } };
  const linesOf = async () => t.database.db.select().from(userLog).where(eq(userLog.userId, userId));

  it('writes the ledger entry, the balance and the line once per key, and answers the balance after it', async () => {
    const entry = { userId, delta: 25, reason: 'bonus_test', reference: 'bonus:test', idempotencyKey: 'bonus:test' };
    expect(await t.app.container.points.creditOnce(entry, line)).toBe(1025);
    expect(await t.app.container.points.creditOnce(entry, line)).toBeUndefined();
    expect(await balance()).toBe(1025);
    expect(await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.idempotencyKey, 'bonus:test'))).toEqual([
      expect.objectContaining({ userId, delta: 25, reason: 'bonus_test', reference: 'bonus:test' }),
    ]);
    expect(await linesOf()).toEqual([expect.objectContaining({ actionType: 'bonus_test', actionDetails: 'A test bonus', actionParams: { points: 25 } })]);
  });

  it('lands in the caller\'s transaction: rolled back with it, nothing of it stays', async () => {
    const entry = { userId, delta: 25, reason: 'bonus_test', idempotencyKey: 'bonus:rolled-back' };
    await expect(t.database.db.transaction(async (tx) => {
      expect(await t.app.container.points.creditOnce(entry, line, tx)).toBe(1025);
      throw new Error('the rest of the transaction failed');
    })).rejects.toThrow('the rest of the transaction failed');
    expect(await balance()).toBe(1000);
    expect(await linesOf()).toEqual([]);
    expect(await t.app.container.points.creditOnce(entry, line)).toBe(1025);
  });

  it('refuses a delta that is not a credit, and writes nothing', async () => {
    await expect(t.app.container.points.creditOnce({ userId, delta: -5, reason: 'bonus_test', idempotencyKey: 'bonus:negative' }, line)).rejects.toThrow(RangeError);
    expect(await balance()).toBe(1000);
    expect(await linesOf()).toEqual([]);
  });
});

describe('points ledger', () => {
  it('credits once per idempotency key', async () => {
    const again = await t.app.container.points.applyAlone({ userId, delta: 1000, reason: 'grant', idempotencyKey: 'grant-1' });
    expect(again).toEqual({ applied: false, reason: 'duplicate' });
    expect(await balance()).toBe(1000);
  });

  it('never spends below zero and leaves no ledger row for a refused spend', async () => {
    const outcome = await t.app.container.points.applyAlone({ userId, delta: -1500, reason: 'convert', idempotencyKey: 'spend-1' });
    expect(outcome).toEqual({ applied: false, reason: 'insufficient' });
    expect(await balance()).toBe(1000);
    expect(await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.idempotencyKey, 'spend-1'))).toHaveLength(0);
  });

  it('under 50 parallel spends of 300 from 1000, exactly 3 succeed and the ledger equals the balance', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.app.container.points.applyAlone({ userId, delta: -300, reason: 'convert', idempotencyKey: `spend-${i}` })),
    );
    expect(outcomes.filter((o) => o.applied)).toHaveLength(3);
    expect(await balance()).toBe(100);
    expect(await t.app.container.points.balanceFromLedger(userId)).toBe(100);
  });

  it('applies one key sent 50 times in parallel once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => t.app.container.points.applyAlone({ userId, delta: -300, reason: 'convert', idempotencyKey: 'same-key' })),
    );
    expect(outcomes.filter((o) => o.applied)).toHaveLength(1);
    expect(await balance()).toBe(700);
    expect(await t.app.container.points.balanceFromLedger(userId)).toBe(700);
  });
});
