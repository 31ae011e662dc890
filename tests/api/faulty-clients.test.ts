import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answers, conversions, pointsLedger, prizes, users } from '../../server/db/schema/index';
import { auditLedger, createFaultyClient, sendUntilAnswered, soundLedger, type HttpAnswer, type HttpCall } from '../factories/faults';
import { createMember, type TestMember } from '../factories/users';
import { buildTestApp, dbKind, type TestApp } from '../helper';
import { contractClient } from '../factories/contract-client';
import { pathOf } from '../factories/route-samples';

/** Change it to explore other runs; a failure names the seed it ran with. */
const SEED = 20_261_125;

let t: TestApp;
beforeEach(async () => {
  // Every client here shares one address: per-address request limits would answer most of them 429.
  t = await buildTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
});
afterEach(() => t.close());

const credit = () => t.siteConfig.points.perPollAnswer;
const { as } = contractClient(() => t.app);
// The faulty client speaks over a real socket: it takes the route's path by name and sends the header itself.
const answerCall = (member: TestMember, questionId: number, answerId: string): HttpCall => ({
  method: 'POST', path: pathOf('saveAnswer'), headers: { authorization: member.authorization }, body: { answerId, questionId, choiceValues: [1] },
});

async function createPolls(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await t.app.container.questions.create({ text: `Poll ${i}?`, choiceTypeKey: 'yes_no', languageId: 1 }));
  return ids;
}

async function createMembers(count: number): Promise<TestMember[]> {
  const members: TestMember[] = [];
  for (let i = 0; i < count; i += 1) members.push(await createMember(t.app));
  return members;
}

describe('the ledger audit the fault tests rely on', () => {
  let member: TestMember;
  let answerId: string;
  let pollId: number;
  beforeEach(async () => {
    member = await createMember(t.app);
    [pollId] = (await createPolls(1)) as [number];
    answerId = randomUUID();
    expect((await as(member).call('saveAnswer', { body: { answerId, questionId: pollId, choiceValues: [1] } })).status).toBe(200);
    await t.app.container.points.applyAlone({ userId: member.id, delta: 100, reason: 'test_credit', idempotencyKey: `test:${randomUUID()}` });
    expect((await as(member).call('convertPoints', { params: { id: String(member.id) }, query: { points: '50', index: '0', option: 'tickets' } })).status).toBe(200);
    expect(await auditLedger(t.database.db, credit())).toEqual(soundLedger);
  });

  const run = (text: string) => t.database.db.execute(sql.raw(text));
  it.each([
    ['a second credit for one answer, balance and all', 'doubleCredits', async () => {
      await run(`insert into points_ledger (user_id, delta, reason, reference, idempotency_key) values (${member.id}, ${credit()}, 'answer', 'question:${pollId}', 'answer:${answerId}:again')`);
      await run(`update users set points = points + ${credit()} where id = ${member.id}`);
    }],
    ['a balance off its ledger', 'balanceOff', () => run(`update users set points = points + 1 where id = ${member.id}`)],
    ['an answer whose credit is gone, balance and all', 'uncredited', async () => {
      await run(`update answers set points = 0 where id = '${answerId}'`);
      await run(`update users set points = points - ${credit()} where id = ${member.id}`);
    }],
    ['an answer credited beside its own row, balance and all', 'orphanCredits', async () => {
      await run(`insert into points_ledger (user_id, delta, reason, reference, idempotency_key) values (${member.id}, ${credit()}, 'answer', 'question:${pollId}', 'answer:${randomUUID()}')`);
      await run(`update users set points = points + ${credit()} where id = ${member.id}`);
    }],
    ['a conversion priced apart from its spend', 'conversionsOff', () => run(`update conversions set points_spent = points_spent + 1`)],
  ] as const)('finds %s', async (_name, list, corrupt) => {
    await corrupt();
    const audit = await auditLedger(t.database.db, credit());
    expect(audit[list]).not.toEqual([]);
  });

  it('finds a negative balance, which the database itself refuses (shown in a transaction rolled back)', async () => {
    const debit = sql.raw(`update users set points = points - 1000 where id = ${member.id}`);
    await expect(t.database.db.execute(debit)).rejects.toThrow();
    const rolledBack = new Error('rolled back');
    await expect(t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('alter table users drop constraint users_points_nonnegative'));
      await tx.execute(sql.raw(`insert into points_ledger (user_id, delta, reason, idempotency_key) values (${member.id}, -1000, 'test_debit', 'test:debit')`));
      await tx.execute(debit);
      expect((await auditLedger(tx, credit())).negative).toEqual([{ userId: member.id, points: -940 }]);
      throw rolledBack;
    })).rejects.toBe(rolledBack);
    expect(await auditLedger(t.database.db, credit())).toEqual(soundLedger);
  });
});

describe.skipIf(dbKind !== 'postgres')('a faulty client against a listening server on PostgreSQL', () => {
  let baseUrl: string;
  beforeEach(async () => {
    // A real socket: an aborted request is a client hanging up on the server, which inject cannot do.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('doubled, aborted and replayed answers of 80 members: each stored once, credited once, never told twice it was credited', async () => {
    const polls = await createPolls(5);
    const members = await createMembers(80);
    const client = createFaultyClient(baseUrl, { seed: SEED, abortRate: 0.25, doubleRate: 0.25 });
    const calls = members.flatMap((member) => polls.map((questionId) => ({ member, questionId, answerId: randomUUID() })));
    const read = new Map<string, HttpAnswer[]>(calls.map((c) => [c.answerId, []]));
    const batchesBefore = t.app.container.answers.batchStats();

    // All members at once, each through the polls in turn, as the feed hands them out.
    await Promise.all(members.map(async (member) => {
      for (const c of calls.filter((c) => c.member === member)) read.get(c.answerId)!.push(...(await client.send(answerCall(member, c.questionId, c.answerId))).answers);
    }));
    const unacknowledged = calls.filter((c) => !read.get(c.answerId)!.some((a) => a.status === 200));
    expect(unacknowledged.length, `seed ${SEED}`).toBeGreaterThan(0);
    // Later: the unacknowledged ones until answered, and every third acknowledged one again through the faults.
    for (const c of unacknowledged) read.get(c.answerId)!.push(await sendUntilAnswered(baseUrl, answerCall(c.member, c.questionId, c.answerId)));
    await Promise.all(calls.filter((_, i) => i % 3 === 0).map(async (c) => read.get(c.answerId)!.push(...(await client.send(answerCall(c.member, c.questionId, c.answerId))).answers)));

    const everyAnswer = [...read.values()].flat();
    expect(everyAnswer.filter((a) => a.status !== 200), `seed ${SEED}`).toEqual([]);
    for (const c of calls) {
      const credited = read.get(c.answerId)!.filter((a) => a.body.duplicate === false);
      expect(credited.length, `answer ${c.answerId} told credited`).toBeLessThanOrEqual(1);
      for (const a of credited) expect(a.body).toEqual({ answerId: c.answerId, pointsCredited: credit(), duplicate: false });
    }
    // The micro-batch path took every answer's first arrival at least.
    expect(t.app.container.answers.batchStats().items - batchesBefore.items).toBeGreaterThanOrEqual(calls.length);

    const stored = await t.database.db.select({ id: answers.id, userId: answers.userId, questionId: answers.questionId }).from(answers);
    expect(stored.map((row) => `${row.id} ${row.userId} ${row.questionId}`).sort()).toEqual(calls.map((c) => `${c.answerId} ${c.member.id} ${c.questionId}`).sort());
    expect(await auditLedger(t.database.db, credit())).toEqual(soundLedger);
    const balances = await t.database.db.select({ points: users.points }).from(users);
    expect(balances.map((row) => row.points)).toEqual(members.map(() => polls.length * credit()));
  }, 60_000);

  it('50 parallel spenders, doubled, aborted and replayed: balances are the start less what was stored, and each answer is its own transaction\'s', async () => {
    const start = 1000;
    const members = await createMembers(10);
    for (const member of members) await t.app.container.points.applyAlone({ userId: member.id, delta: start, reason: 'test_credit', idempotencyKey: `test:${member.id}` });
    const [{ id: prizeId }] = (await t.database.db.insert(prizes).values({ name: 'Mug', pointsCost: 300, stock: 8 }).returning({ id: prizes.id })) as [{ id: number }];
    const offers = ['points=50&index=0&option=tickets', 'points=140&index=1&option=tickets', 'points=220&index=2&option=tickets', `points=300&index=${prizeId}&option=prize`];
    // Five conversions a member, more than 1,000 points can pay for: some are refused for points, some for stock.
    const spends = members.flatMap((member, m) => Array.from({ length: 5 }, (_, i) => ({ member, key: randomUUID(), offer: offers[(m + i) % offers.length]! })));
    const convertCall = (s: (typeof spends)[number]): HttpCall => ({
      method: 'POST', path: `${pathOf('convertPoints', { id: String(s.member.id) })}?${s.offer}&idempotencyKey=${s.key}`, headers: { authorization: s.member.authorization },
    });
    const client = createFaultyClient(baseUrl, { seed: SEED + 1, abortRate: 0.25, doubleRate: 0.25 });
    const read = new Map<string, HttpAnswer[]>(spends.map((s) => [s.key, []]));

    await Promise.all(spends.map(async (s) => read.get(s.key)!.push(...(await client.send(convertCall(s))).answers)));
    const unacknowledged = spends.filter((s) => read.get(s.key)!.length === 0);
    expect(unacknowledged.length, `seed ${SEED + 1}`).toBeGreaterThan(0);
    await Promise.all(unacknowledged.map(async (s) => read.get(s.key)!.push(await sendUntilAnswered(baseUrl, convertCall(s)))));
    await Promise.all(spends.filter((_, i) => i % 3 === 0).map(async (s) => read.get(s.key)!.push(...(await client.send(convertCall(s))).answers)));

    const everyAnswer = [...read.values()].flat();
    expect(everyAnswer.filter((a) => a.status !== 200 && !(a.status === 409 && [140, 141].includes(a.body.code))), `seed ${SEED + 1}`).toEqual([]);
    expect(await auditLedger(t.database.db, credit())).toEqual(soundLedger);

    const stored = await t.database.db.select().from(conversions).orderBy(conversions.id);
    for (const member of members) {
      // A member's conversions are numbered in the order their spends took the balance row's lock: the states the balance went through.
      let points = start;
      let tickets = 0;
      const stateAfter = new Map<string, { pointsSpent: number; points: number; tickets: number }>();
      for (const row of stored.filter((r) => r.userId === member.id)) {
        points -= row.pointsSpent;
        tickets += row.tickets;
        expect(points).toBeGreaterThanOrEqual(0);
        stateAfter.set(row.idempotencyKey, { pointsSpent: row.pointsSpent, points, tickets });
      }
      const [balance] = await t.database.db.select({ points: users.points }).from(users).where(eq(users.id, member.id));
      expect(balance!.points).toBe(points);
      for (const s of spends.filter((s) => s.member === member)) {
        const state = stateAfter.get(`convert:${member.id}:${s.key}`);
        for (const a of read.get(s.key)!) {
          if (a.status === 200) expect(a.body, `conversion ${s.key}, seed ${SEED + 1}`).toEqual({ ...state, duplicate: expect.any(Boolean) });
          else expect(state, `conversion ${s.key} refused yet stored`).toBeUndefined();
        }
        // Only the request that made it says so (its answer may have been lost); every other one is a repeat.
        expect(read.get(s.key)!.filter((a) => a.status === 200 && a.body.duplicate === false).length, `conversion ${s.key}`).toBeLessThanOrEqual(1);
      }
    }
    const [stock] = await t.database.db.select({ stock: prizes.stock }).from(prizes).where(eq(prizes.id, prizeId));
    expect(stock!.stock).toBe(8 - stored.filter((row) => row.kind === 'prize').length);
    expect(await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.reason, 'convert_prize'))).toHaveLength(stored.filter((row) => row.kind === 'prize').length);
  }, 60_000);
});
