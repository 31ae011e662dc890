import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conversions, prizes, tickets, users } from '../../server/db/schema/index';
import { expectLedgerMatchesBalances } from '../factories/ledger';
import { snapshotTables } from '../factories/snapshot';
import { createGuest, createMember, type TestMember } from '../factories/users';
import { buildTestApp, call, type TestApp } from '../helper';

let t: TestApp;
let member: TestMember;
let mugId: number;

const rewardTables = ['users', 'points_ledger', 'conversions', 'tickets', 'prizes', 'user_log'];

async function credit(who: TestMember, amount: number) {
  await t.app.container.points.applyAlone({ userId: who.id, delta: amount, reason: 'test_credit', idempotencyKey: `test:${randomUUID()}` });
}
async function balance(who: TestMember) {
  return (await t.database.db.select({ points: users.points }).from(users).where(eq(users.id, who.id)))[0]?.points;
}
const convert = (who: TestMember, query: string, id = who.id) =>
  call(t.app, { method: 'POST', url: `/rest/convert/${id}?${query}`, headers: { authorization: who.authorization } });

beforeEach(async () => {
  t = await buildTestApp();
  member = await createMember(t.app);
  [{ id: mugId }] = (await t.database.db.insert(prizes).values({ name: 'Mug', description: 'A mug', pointsCost: 300, stock: 2, imageUrl: '/prizes/mug.svg' }).returning({ id: prizes.id })) as [{ id: number }];
});
afterEach(async () => {
  await expectLedgerMatchesBalances(t);
  await t.close();
});

describe('GET ticketprices/{id}', () => {
  it('lists the regular tiers with their index, and 403 for another member', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: `/rest/ticketprices/${member.id}`, headers: { authorization: member.authorization } });
    expect(status).toBe(200);
    expect(body).toEqual([
      { index: 0, tickets: 1, points: 50, promo: false },
      { index: 1, tickets: 3, points: 140, promo: false },
      { index: 2, tickets: 5, points: 220, promo: false },
    ]);
    const other = await createMember(t.app);
    expect((await call(t.app, { method: 'GET', url: `/rest/ticketprices/${other.id}`, headers: { authorization: member.authorization } })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: `/rest/ticketprices/${member.id}` })).status).toBe(401);
  });

  it('answers 400 for a malformed id and 403 (code 108) for a guest', async () => {
    for (const id of ['x1', '0', '-1', '1.5', "1'%20OR%20'1'='1", '99999999999']) {
      const answer = await call(t.app, { method: 'GET', url: `/rest/ticketprices/${id}`, headers: { authorization: member.authorization } });
      expect(answer.status, id).toBe(400);
      expect(answer.body.code, id).toBe(100);
    }
    const guest = await createGuest(t.app);
    const refused = await call(t.app, { method: 'GET', url: `/rest/ticketprices/${guest.id}`, headers: { authorization: guest.authorization } });
    expect(refused).toMatchObject({ status: 403, body: { code: 108 } });
  });

  it('adds the seasonal promo tiers only while the configured promo runs', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const running = await buildTestApp({ siteConfig: { seasonalPromo: { from: today, to: today, tiers: [{ tickets: 5, points: 200 }] } } });
    try {
      const who = await createMember(running.app);
      const { body } = await call(running.app, { method: 'GET', url: `/rest/ticketprices/${who.id}`, headers: { authorization: who.authorization } });
      expect(body.at(-1)).toEqual({ index: 3, tickets: 5, points: 200, promo: true });
    } finally {
      await running.close();
    }
  });
});

describe('POST convert/{id}', () => {
  it('turns points into this month\'s tickets, logs it and answers the new balance', async () => {
    await credit(member, 500);
    const { status, body } = await convert(member, 'points=140&index=1&option=tickets&ticketsToExchange=3');
    expect(status).toBe(200);
    expect(body).toEqual({ pointsSpent: 140, points: 360, tickets: 3 });
    const details = await call(t.app, { method: 'GET', url: `/rest/user/${member.id}`, headers: { authorization: member.authorization } });
    expect(details.body).toMatchObject({ user_points: 360, tickets: 3 });
    const log = await call(t.app, { method: 'GET', url: '/rest/user/log/7', headers: { authorization: member.authorization } });
    expect(log.body[0]).toMatchObject({ actionType: 'convert_tickets', actionParams: { points: -140, tickets: 3 } });
  });

  it('buys a prize from stock, and refuses it once the stock is gone', async () => {
    await credit(member, 1000);
    expect((await convert(member, `points=300&index=${mugId}&option=prize`)).body).toEqual({ pointsSpent: 300, points: 700, tickets: 0 });
    expect((await convert(member, `points=300&index=${mugId}&option=prize`)).status).toBe(200);
    const gone = await convert(member, `points=300&index=${mugId}&option=prize`);
    expect(gone.status).toBe(409);
    expect(gone.body.code).toBe(141);
    expect(await balance(member)).toBe(400);
    const catalogue = await call(t.app, { method: 'GET', url: '/rest/prizes' });
    expect(catalogue.body).toEqual([{ id: mugId, name: 'Mug', description: 'A mug', pointsCost: 300, stock: 0, imageUrl: '/prizes/mug.svg' }]);
  });

  it('takes one idempotency key once, answering the repeat like the first', async () => {
    await credit(member, 500);
    const first = await convert(member, 'points=50&index=0&option=tickets&idempotencyKey=abcdef12-key');
    const again = await convert(member, 'points=50&index=0&option=tickets&idempotencyKey=abcdef12-key');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await balance(member)).toBe(450);
    expect(await t.database.db.select().from(conversions)).toHaveLength(1);
  });

  it('answers a repeat of a key like the first even after other conversions moved the balance on', async () => {
    await credit(member, 500);
    const first = await convert(member, 'points=140&index=1&option=tickets&idempotencyKey=first-key-1');
    expect(first.body).toEqual({ pointsSpent: 140, points: 360, tickets: 3 });
    expect((await convert(member, 'points=50&index=0&option=tickets')).body).toEqual({ pointsSpent: 50, points: 310, tickets: 4 });
    expect((await convert(member, 'points=140&index=1&option=tickets&idempotencyKey=first-key-1')).body).toEqual(first.body);
    expect(await balance(member)).toBe(310);
  });

  it('never goes below zero: 409 insufficientPoints and nothing stored', async () => {
    await credit(member, 100);
    const before = await snapshotTables(t.app, rewardTables);
    const { status, body } = await convert(member, 'points=140&index=1&option=tickets');
    expect(status).toBe(409);
    expect(body.code).toBe(140);
    expect(await snapshotTables(t.app, rewardTables)).toEqual(before);
  });

  it('refuses bad input with 4xx and its code, changing nothing', async () => {
    await credit(member, 1000);
    const other = await createMember(t.app);
    const guest = await createGuest(t.app);
    const before = await snapshotTables(t.app, rewardTables);
    const cases: [TestMember | typeof guest, string, number, number, number?][] = [
      [member, 'points=140&index=1', 400, 100],
      [member, 'points=140&index=1&option=tickets&extra=1', 400, 100],
      [member, 'points=-5&index=1&option=tickets', 400, 100],
      [member, 'points=abc&index=1&option=tickets', 400, 100],
      [member, "points=140&index=1&option=tickets'--", 400, 100],
      [member, 'points=1400000000000&index=1&option=tickets', 400, 100],
      [member, 'points=140&index=1&option=cash', 400, 100],
      [member, 'points=140&index=9&option=tickets', 404, 103],
      [member, 'points=100&index=1&option=tickets', 409, 104],
      [member, 'points=140&index=1&option=tickets&ticketsToExchange=7', 409, 104],
      [member, 'points=300&index=99999&option=prize', 404, 103],
      [member, `points=1&index=${mugId}&option=prize`, 409, 104],
      [member, 'points=140&index=1&option=tickets', 403, 102, other.id],
      [guest, 'points=140&index=1&option=tickets', 403, 108],
    ];
    for (const [who, query, status, code, id] of cases) {
      const answer = await convert(who as TestMember, query, id ?? who.id);
      expect(answer.status, query).toBe(status);
      expect(answer.body.code, query).toBe(code);
    }
    const forged = await call(t.app, { method: 'POST', url: `/rest/convert/${member.id}?points=50&index=0&option=tickets`, headers: { authorization: `${member.id}:forged` } });
    expect(forged.status).toBe(401);
    expect(await snapshotTables(t.app, rewardTables)).toEqual(before);
  });

  it('50 parallel conversions of 300 from 1,000 points give 3 successes and 100 left (truly concurrent on PostgreSQL)', async () => {
    await credit(member, 1000);
    await t.database.db.update(prizes).set({ stock: 100 }).where(eq(prizes.id, mugId));
    const answers = await Promise.all(Array.from({ length: 50 }, () => convert(member, `points=300&index=${mugId}&option=prize`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 140)).toHaveLength(47);
    expect(await balance(member)).toBe(100);
    expect((await t.database.db.select({ stock: prizes.stock }).from(prizes).where(eq(prizes.id, mugId)))[0]?.stock).toBe(97);
  });

  it('each of parallel successful conversions answers the balance and tickets its own transaction produced', async () => {
    await credit(member, 1000);
    await t.database.db.update(prizes).set({ stock: 100 }).where(eq(prizes.id, mugId));
    const prizeAnswers = await Promise.all(Array.from({ length: 50 }, () => convert(member, `points=300&index=${mugId}&option=prize`)));
    const prizeBalances = prizeAnswers.filter((a) => a.status === 200).map((a) => a.body.points as number);
    expect(prizeBalances.sort((a, b) => b - a)).toEqual([700, 400, 100]);
    await credit(member, 900);
    const ticketAnswers = await Promise.all(Array.from({ length: 40 }, () => convert(member, 'points=50&index=0&option=tickets')));
    const successes = ticketAnswers.filter((a) => a.status === 200).map((a) => a.body as { points: number; tickets: number });
    expect(successes).toHaveLength(20);
    expect(successes.map((a) => a.points).sort((a, b) => b - a)).toEqual(Array.from({ length: 20 }, (_, i) => 950 - 50 * i));
    // Each answer is one state the ledger went through: 50 points fewer is one ticket more.
    for (const answer of successes) expect(answer.tickets).toBe((1000 - answer.points) / 50);
  });

  it('one idempotency key for the last prize in stock, sent 20 times at once, answers every time as the one that took it', async () => {
    await credit(member, 1000);
    await t.database.db.update(prizes).set({ stock: 1 }).where(eq(prizes.id, mugId));
    const answers = await Promise.all(Array.from({ length: 20 }, () => convert(member, `points=300&index=${mugId}&option=prize&idempotencyKey=last-mug-key`)));
    expect(answers.map((a) => [a.status, a.body])).toEqual(answers.map(() => [200, { pointsSpent: 300, points: 700, tickets: 0 }]));
    expect(await balance(member)).toBe(700);
    expect(await t.database.db.select().from(conversions)).toHaveLength(1);
  });

  it('one idempotency key sent 50 times at once takes effect once', async () => {
    await credit(member, 1000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => convert(member, 'points=50&index=0&option=tickets&idempotencyKey=same-key-123')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await balance(member)).toBe(950);
    expect(await t.database.db.select().from(tickets)).toHaveLength(1);
  });
});
