import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conversions, prizes, tickets, users } from '../../server/db/schema/index';
import { expectLedgerMatchesBalances } from '../factories/ledger';
import { snapshotTables } from '../factories/snapshot';
import { createGuest, createMember, type TestMember } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure, type CallInput } from '../factories/contract-client';
import { ErrorCode, type ErrorCodeName } from '@contract/schemas/errors';

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
const { as } = contractClient(() => t.app);
type ConvertQuery = NonNullable<CallInput<'convertPoints'>['query']>;
const convert = (who: TestMember, query: ConvertQuery, id = who.id) => as(who).call('convertPoints', { params: { id: String(id) }, query });
/** A query as it is, for the refusals: most of them are queries the contract's types refuse. */
const convertRaw = (who: TestMember, rawQuery: string, id = who.id) => as(who).call('convertPoints', { params: { id: String(id) }, rawQuery });
const ticketQuery = (points: number, index: number, extra: Partial<ConvertQuery> = {}): ConvertQuery => ({ points: String(points), index: String(index), option: 'tickets', ...extra });
const prizeQuery = (points: number, prizeId: number, extra: Partial<ConvertQuery> = {}): ConvertQuery => ({ points: String(points), index: String(prizeId), option: 'prize', ...extra });
const ticketPrices = (who: TestMember | null, id: number | string) => as(who).call('getTicketPrices', { params: { id: String(id) } });

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
    const { status, body } = await ticketPrices(member, member.id);
    expect(status).toBe(200);
    expect(body).toEqual([
      { index: 0, tickets: 1, points: 50, promo: false },
      { index: 1, tickets: 3, points: 140, promo: false },
      { index: 2, tickets: 5, points: 220, promo: false },
    ]);
    const other = await createMember(t.app);
    expect(await ticketPrices(member, other.id)).toMatchObject(failure(403, 'forbidden'));
    expect(await ticketPrices(null, member.id)).toMatchObject(failure(401, 'unauthorized'));
  });

  it('answers 400 for a malformed id and 403 (code 108) for a guest', async () => {
    for (const id of ['x1', '0', '-1', '1.5', "1' OR '1'='1", '99999999999']) {
      expect(await ticketPrices(member, id), id).toMatchObject(failure(400, 'badInput'));
    }
    const guest = await createGuest(t.app);
    expect(await ticketPrices(guest, guest.id)).toMatchObject(failure(403, 'guestNotAllowed'));
  });

  it('sells no tickets while the site has them switched off: an empty price list, and a ticket conversion refused', async () => {
    const off = await buildTestApp({ siteConfig: { ticketsEnabled: false } });
    try {
      const who = await createMember(off.app);
      const client = contractClient(() => off.app).as(who);
      expect(await client.call('getTicketPrices', { params: { id: String(who.id) } })).toMatchObject({ status: 200, body: [] });
      await off.app.container.points.applyAlone({ userId: who.id, delta: 500, reason: 'test_credit', idempotencyKey: `test:${randomUUID()}` });
      const before = await snapshotTables(off.app, rewardTables);
      const refused = await client.call('convertPoints', { params: { id: String(who.id) }, query: ticketQuery(50, 0) });
      expect(refused).toMatchObject({ status: 403, body: { message: 'Tickets are not available.' } });
      expect(await snapshotTables(off.app, rewardTables)).toEqual(before);
    } finally {
      await off.close();
    }
  });

  it('adds the seasonal promo tiers only while the configured promo runs', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const running = await buildTestApp({ siteConfig: { seasonalPromo: { from: today, to: today, tiers: [{ tickets: 5, points: 200 }] } } });
    try {
      const who = await createMember(running.app);
      const { body } = await contractClient(() => running.app).as(who).call('getTicketPrices', { params: { id: String(who.id) } });
      expect(body.at(-1)).toEqual({ index: 3, tickets: 5, points: 200, promo: true });
    } finally {
      await running.close();
    }
  });
});

describe('POST convert/{id}', () => {
  it('turns points into this month\'s tickets, logs it and answers the new balance', async () => {
    await credit(member, 500);
    const { status, body } = await convert(member, ticketQuery(140, 1, { ticketsToExchange: '3' }));
    expect(status).toBe(200);
    expect(body).toEqual({ pointsSpent: 140, points: 360, tickets: 3, duplicate: false });
    const details = await as(member).call('getUser', { params: { id: String(member.id) } });
    expect(details.body).toMatchObject({ user_points: 360, tickets: 3 });
    const log = await as(member).call('getUserLog', { params: { days: '7' } });
    expect(log.body[0]).toMatchObject({ actionType: 'convert_tickets', actionDetails: '3 tickets', actionParams: { points: -140, tickets: 3 } });
  });

  it('names one ticket in the singular in the activity line', async () => {
    await credit(member, 100);
    expect((await convert(member, ticketQuery(50, 0))).status).toBe(200);
    const log = await as(member).call('getUserLog', { params: { days: '7' } });
    expect(log.body[0]).toMatchObject({ actionType: 'convert_tickets', actionDetails: '1 ticket' });
  });

  it('buys a prize from stock, and refuses it once the stock is gone', async () => {
    await credit(member, 1000);
    expect((await convert(member, prizeQuery(300, mugId))).body).toEqual({ pointsSpent: 300, points: 700, tickets: 0, duplicate: false });
    expect((await convert(member, prizeQuery(300, mugId))).status).toBe(200);
    const gone = await convert(member, prizeQuery(300, mugId));
    expect(gone).toMatchObject(failure(409, 'outOfStock'));
    expect(await balance(member)).toBe(400);
    const catalogue = await as(null).call('getPrizes');
    expect(catalogue.body).toEqual([{ id: mugId, name: 'Mug', description: 'A mug', pointsCost: 300, stock: 0, imageUrl: '/prizes/mug.svg' }]);
  });

  it('names the prizes in the language asked for where they have it, else in their default language', async () => {
    await t.database.db.update(prizes).set({ translations: { ru: { name: 'Кружка', description: 'Кружка с логотипом' } } }).where(eq(prizes.id, mugId));
    const russian = await as(null).call('getPrizes', { query: { langUiName: 'ru' } });
    expect(russian.body).toEqual([expect.objectContaining({ id: mugId, name: 'Кружка', description: 'Кружка с логотипом', pointsCost: 300 })]);
    const kazakh = await as(null).call('getPrizes', { query: { langUiName: 'kk' } });
    expect(kazakh.body).toEqual([expect.objectContaining({ id: mugId, name: 'Mug', description: 'A mug' })]);
    expect((await as(null).call('getPrizes')).body).toEqual(kazakh.body);
    const bad = await as(null).call('getPrizes', { rawQuery: 'langUiName=Russian' });
    expect(bad).toMatchObject(failure(400, 'badInput'));
    // The activity line keeps the translated names, so My activity names the prize in the member's language.
    await credit(member, 300);
    expect((await convert(member, prizeQuery(300, mugId))).status).toBe(200);
    const log = await as(member).call('getUserLog', { params: { days: '7' } });
    expect(log.body[0]).toMatchObject({ actionType: 'convert_prize', actionDetails: 'Mug', actionParams: { points: -300, prizeId: mugId, names: { ru: 'Кружка' } } });
  });

  it('takes one idempotency key once, answering the repeat like the first', async () => {
    await credit(member, 500);
    const first = await convert(member, ticketQuery(50, 0, { idempotencyKey: 'abcdef12-key' }));
    const again = await convert(member, ticketQuery(50, 0, { idempotencyKey: 'abcdef12-key' }));
    expect(again.status).toBe(200);
    expect(first.body).toMatchObject({ duplicate: false });
    // The repeat says it is one, so the app can tell the member nothing more was spent.
    expect(again.body).toEqual({ ...first.body, duplicate: true });
    expect(await balance(member)).toBe(450);
    expect(await t.database.db.select().from(conversions)).toHaveLength(1);
  });

  it('answers a repeat of a key like the first even after other conversions moved the balance on', async () => {
    await credit(member, 500);
    const first = await convert(member, ticketQuery(140, 1, { idempotencyKey: 'first-key-1' }));
    expect(first.body).toEqual({ pointsSpent: 140, points: 360, tickets: 3, duplicate: false });
    expect((await convert(member, ticketQuery(50, 0))).body).toEqual({ pointsSpent: 50, points: 310, tickets: 4, duplicate: false });
    expect((await convert(member, ticketQuery(140, 1, { idempotencyKey: 'first-key-1' }))).body).toEqual({ ...first.body, duplicate: true });
    expect(await balance(member)).toBe(310);
  });

  it('refuses a key sent again with another purchase: 409 conflict and nothing stored', async () => {
    await credit(member, 600);
    await convert(member, ticketQuery(50, 0, { idempotencyKey: 'shared-key-1' }));
    const before = await snapshotTables(t.app, rewardTables);
    for (const query of [ticketQuery(140, 1, { idempotencyKey: 'shared-key-1' }), prizeQuery(300, mugId, { idempotencyKey: 'shared-key-1' })]) {
      const refused = await convert(member, query);
      expect(refused).toMatchObject(failure(409, 'conflict'));
      expect(refused.body).toMatchObject({ message: 'This idempotency key was already used for a different conversion.' });
    }
    expect(await snapshotTables(t.app, rewardTables)).toEqual(before);
    expect(await balance(member)).toBe(550);
  });

  it('never goes below zero: 409 insufficientPoints and nothing stored', async () => {
    await credit(member, 100);
    const before = await snapshotTables(t.app, rewardTables);
    expect(await convert(member, ticketQuery(140, 1))).toMatchObject(failure(409, 'insufficientPoints'));
    expect(await snapshotTables(t.app, rewardTables)).toEqual(before);
  });

  it('refuses bad input with 4xx and its code, changing nothing', async () => {
    await credit(member, 1000);
    const other = await createMember(t.app);
    const guest = await createGuest(t.app);
    const before = await snapshotTables(t.app, rewardTables);
    const cases: [TestMember | typeof guest, string, number, ErrorCodeName, number?][] = [
      [member, 'points=140&index=1', 400, 'badInput'],
      [member, 'points=140&index=1&option=tickets&extra=1', 400, 'badInput'],
      [member, 'points=-5&index=1&option=tickets', 400, 'badInput'],
      [member, 'points=abc&index=1&option=tickets', 400, 'badInput'],
      [member, "points=140&index=1&option=tickets'--", 400, 'badInput'],
      [member, 'points=1400000000000&index=1&option=tickets', 400, 'badInput'],
      [member, 'points=140&index=1&option=cash', 400, 'badInput'],
      [member, 'points=140&index=9&option=tickets', 404, 'notFound'],
      [member, 'points=100&index=1&option=tickets', 409, 'conflict'],
      [member, 'points=140&index=1&option=tickets&ticketsToExchange=7', 409, 'conflict'],
      [member, 'points=300&index=99999&option=prize', 404, 'notFound'],
      [member, `points=1&index=${mugId}&option=prize`, 409, 'conflict'],
      [member, 'points=140&index=1&option=tickets', 403, 'forbidden', other.id],
      [guest, 'points=140&index=1&option=tickets', 403, 'guestNotAllowed'],
    ];
    for (const [who, query, status, code, id] of cases) {
      expect(await convertRaw(who as TestMember, query, id ?? who.id), query).toMatchObject(failure(status, code));
    }
    const forged = await as(`${member.id}:forged`).call('convertPoints', { params: { id: String(member.id) }, query: ticketQuery(50, 0) });
    expect(forged).toMatchObject(failure(401, 'unauthorized'));
    expect(await snapshotTables(t.app, rewardTables)).toEqual(before);
  });

  it('50 parallel conversions of 300 from 1,000 points give 3 successes and 100 left (truly concurrent on PostgreSQL)', async () => {
    await credit(member, 1000);
    await t.database.db.update(prizes).set({ stock: 100 }).where(eq(prizes.id, mugId));
    const answers = await Promise.all(Array.from({ length: 50 }, () => convert(member, prizeQuery(300, mugId))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409 && a.body.code === ErrorCode.insufficientPoints)).toHaveLength(47);
    expect(await balance(member)).toBe(100);
    expect((await t.database.db.select({ stock: prizes.stock }).from(prizes).where(eq(prizes.id, mugId)))[0]?.stock).toBe(97);
  });

  it('each of parallel successful conversions answers the balance and tickets its own transaction produced', async () => {
    await credit(member, 1000);
    await t.database.db.update(prizes).set({ stock: 100 }).where(eq(prizes.id, mugId));
    const prizeAnswers = await Promise.all(Array.from({ length: 50 }, () => convert(member, prizeQuery(300, mugId))));
    const prizeBalances = prizeAnswers.filter((a) => a.status === 200).map((a) => a.body.points as number);
    expect(prizeBalances.sort((a, b) => b - a)).toEqual([700, 400, 100]);
    await credit(member, 900);
    const ticketAnswers = await Promise.all(Array.from({ length: 40 }, () => convert(member, ticketQuery(50, 0))));
    const successes = ticketAnswers.filter((a) => a.status === 200).map((a) => a.body as { points: number; tickets: number });
    expect(successes).toHaveLength(20);
    expect(successes.map((a) => a.points).sort((a, b) => b - a)).toEqual(Array.from({ length: 20 }, (_, i) => 950 - 50 * i));
    // Each answer is one state the ledger went through: 50 points fewer is one ticket more.
    for (const answer of successes) expect(answer.tickets).toBe((1000 - answer.points) / 50);
  });

  it('one idempotency key for the last prize in stock, sent 20 times at once, answers every time as the one that took it', async () => {
    await credit(member, 1000);
    await t.database.db.update(prizes).set({ stock: 1 }).where(eq(prizes.id, mugId));
    const answers = await Promise.all(Array.from({ length: 20 }, () => convert(member, prizeQuery(300, mugId, { idempotencyKey: 'last-mug-key' }))));
    expect(answers.map((a) => [a.status, a.body])).toEqual(answers.map((a) => [200, { pointsSpent: 300, points: 700, tickets: 0, duplicate: (a.body as { duplicate: boolean }).duplicate }]));
    expect(answers.filter((a) => !(a.body as { duplicate: boolean }).duplicate)).toHaveLength(1);
    expect(await balance(member)).toBe(700);
    expect(await t.database.db.select().from(conversions)).toHaveLength(1);
  });

  it('one idempotency key sent 50 times at once takes effect once', async () => {
    await credit(member, 1000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => convert(member, ticketQuery(50, 0, { idempotencyKey: 'same-key-123' }))));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => !(a.body as { duplicate: boolean }).duplicate)).toHaveLength(1);
    expect(await balance(member)).toBe(950);
    expect(await t.database.db.select().from(tickets)).toHaveLength(1);
  });
});
