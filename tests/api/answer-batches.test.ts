import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answers, pointsLedger, userLog, users } from '../../server/db/schema/index';
import { expectLedgerMatchesBalances } from '../factories/ledger';
import { createMember, type TestMember } from '../factories/users';
import { buildTestApp, dbKind, testDatabaseUrl, type TestApp } from '../helper';
import { contractClient } from '../factories/contract-client';
import { settledWithin } from '../factories/settled-within';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';

let t: TestApp;
const { as } = contractClient(() => t.app);
/** A member's next question and answer, through one instance's client. */
const callsOn = (on: typeof as) => ({
  next: (member: TestMember) => on(member).call('getNextQuestion', { params: { id: String(member.id) } }),
  post: (member: TestMember, questionId: number, answerId = randomUUID(), choiceValues = [1]) =>
    on(member).call('saveAnswer', { body: { answerId, questionId, choiceValues } }),
});
const { next, post } = callsOn(as);
let members: TestMember[];
let pollIds: number[];

beforeEach(async () => {
  t = await buildTestApp();
  members = [];
  for (let i = 0; i < 5; i += 1) members.push(await createMember(t.app));
  pollIds = [];
  for (const text of ['Tea?', 'Coffee?']) pollIds.push(await t.app.container.questions.create({ text, choiceTypeKey: 'yes_no', languageId: 1 }));
  // Warm every cache a request reads, so the answers sent together reach the batcher together.
  for (const member of members) await next(member);
});
afterEach(async () => {
  await expectLedgerMatchesBalances(t);
  await t.close();
});

/** The card page's call, the one guests answer with. */
const postToCard = (member: TestMember, questionId: number) =>
  as(member).call('saveWidgetAnswer', { params: { id: String(questionId) }, body: { answerId: randomUUID(), questionId, choiceValues: [1] } });

async function rowsOf(userId: number) {
  const db = t.database.db;
  return {
    answers: await db.select({ id: answers.id, questionId: answers.questionId, points: answers.points }).from(answers).where(eq(answers.userId, userId)),
    ledger: await db.select({ key: pointsLedger.idempotencyKey, reference: pointsLedger.reference, delta: pointsLedger.delta }).from(pointsLedger).where(eq(pointsLedger.userId, userId)),
    logs: await db.select({ params: userLog.actionParams }).from(userLog).where(eq(userLog.userId, userId)),
    points: (await db.select({ points: users.points }).from(users).where(eq(users.id, userId)))[0]?.points,
  };
}

describe('answers written in batches', () => {
  it('writes answers that arrive together in one batch, each with one credit traceable to its answer', async () => {
    const before = t.app.container.answers.batchStats();
    const ids = members.map(() => randomUUID());
    const responses = await Promise.all(members.map((member, i) => post(member, pollIds[0]!, ids[i])));
    expect(responses.map((r) => r.status)).toEqual(members.map(() => 200));
    const after = t.app.container.answers.batchStats();
    expect(after.batches - before.batches).toBe(1);
    expect(after.largestBatch).toBe(members.length);

    const credit = t.siteConfig.points.perPollAnswer;
    for (const [i, member] of members.entries()) {
      expect(responses[i]!.body).toEqual({ answerId: ids[i], pointsCredited: credit, duplicate: false });
      // The answer row is its credit's ledger entry and its activity line: no rows beside it.
      expect(await rowsOf(member.id)).toEqual({ answers: [{ id: ids[i], questionId: pollIds[0], points: credit }], ledger: [], logs: [], points: credit });
      expect((await as(member).call('getUserLog', { params: { days: '1' } })).body)
        .toEqual([expect.objectContaining({ actionType: 'answer', actionDetails: 'Tea?', actionParams: { questionId: pollIds[0], points: credit } })]);
    }
    // Read-your-writes: the instance that wrote the batch moves each member on at once.
    expect((await next(members[0]!)).body?.id).toBe(pollIds[1]);
  });

  it('takes a repeat inside a batch once: the same id is a duplicate, another id for the same question a conflict', async () => {
    const [member, other] = members as [TestMember, TestMember];
    const id = randomUUID();
    const responses = await Promise.all([post(member, pollIds[0]!, id), post(member, pollIds[0]!, id), post(member, pollIds[0]!), post(other, pollIds[0]!)]);
    expect(t.app.container.answers.batchStats().largestBatch).toBe(4);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 409, 200]);
    expect(responses.map((r) => r.body.duplicate)).toEqual([false, true, undefined, false]);
    expect(responses[2]!.body.code).toBeTypeOf('number');
    const rows = await rowsOf(member.id);
    expect(rows.answers).toEqual([{ id, questionId: pollIds[0], points: t.siteConfig.points.perPollAnswer }]);
    expect(rows.points).toBe(t.siteConfig.points.perPollAnswer);
  });

  it('refuses a bad answer inside a batch alone: an answer id another member already used', async () => {
    const [owner, thief, honest] = members as [TestMember, TestMember, TestMember];
    const taken = randomUUID();
    expect((await post(owner, pollIds[0]!, taken)).status).toBe(200);
    const responses = await Promise.all([post(thief, pollIds[0]!, taken), post(honest, pollIds[0]!), post(owner, pollIds[1]!)]);
    expect(responses.map((r) => r.status)).toEqual([409, 200, 200]);
    expect((await rowsOf(thief.id)).answers).toEqual([]);
    expect((await rowsOf(thief.id)).points).toBe(0);
    expect((await rowsOf(honest.id)).answers).toHaveLength(1);
    expect((await rowsOf(owner.id)).answers).toHaveLength(2);
  });

  it('writes a failed batch answer by answer, so only the answer the database refuses fails', async () => {
    const db = t.database.db;
    const [refused, ...accepted] = members as [TestMember, ...TestMember[]];
    await db.execute(sql.raw(`create function refuse_test_answer() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`));
    await db.execute(sql.raw(`create trigger refuse_test_answer before insert on answers for each row when (new.user_id = ${refused.id}) execute function refuse_test_answer()`));
    try {
      const before = t.app.container.answers.batchStats();
      const responses = await Promise.all(members.map((member) => post(member, pollIds[0]!)));
      expect(t.app.container.answers.batchStats().fallbacks - before.fallbacks).toBe(1);
      expect(responses[0]!.status).toBe(500);
      expect(responses.slice(1).map((r) => r.status)).toEqual(accepted.map(() => 200));
      expect(await rowsOf(refused.id)).toEqual({ answers: [], ledger: [], logs: [], points: 0 });
      for (const member of accepted) expect(await rowsOf(member.id)).toMatchObject({ answers: [{ points: t.siteConfig.points.perPollAnswer }], points: t.siteConfig.points.perPollAnswer });
    } finally {
      await db.execute(sql.raw('drop trigger refuse_test_answer on answers'));
      await db.execute(sql.raw('drop function refuse_test_answer()'));
    }
  });

  it('credits a guest nothing and locks no balance for them, in the same batch as members', async () => {
    const guest = await createMember(t.app, { isGuest: true });
    await next(guest);
    const before = t.app.container.answers.batchStats().batches;
    const responses = await Promise.all([postToCard(guest, pollIds[0]!), postToCard(members[0]!, pollIds[0]!)]);
    expect(t.app.container.answers.batchStats().batches - before).toBe(1);
    expect(responses.map((r) => [r.status, r.body.pointsCredited])).toEqual([[200, 0], [200, t.siteConfig.points.perPollAnswer]]);
    expect(await rowsOf(guest.id)).toMatchObject({ ledger: [], points: 0 });
    expect((await rowsOf(guest.id)).answers).toHaveLength(1);
  });
});

describe.skipIf(dbKind !== 'postgres')('answer batches on PostgreSQL', () => {
  it('are written on a connection of their own: a batch never waits for the pool that the reads share', async () => {
    // An instance whose pool has two connections, both of which a test can hold.
    const database = await openDatabase({ kind: 'postgres', url: testDatabaseUrl(), poolSize: 2 });
    const app = await buildApp({ env: t.env, siteConfig: t.siteConfig, database });
    try {
      await app.ready();
      const calls = callsOn(contractClient(() => app).as);
      for (const member of members) await calls.next(member);
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const held = await Promise.all([pool.connect(), pool.connect()]);
      const answered = Promise.all(members.map((member) => calls.post(member, pollIds[0]!)));
      const settled = await settledWithin(answered, 5_000);
      for (const connection of held) connection.release();
      expect(settled).toBe(true);
      expect((await answered).map((response) => response.status)).toEqual(members.map(() => 200));
      expect(app.container.answers.batchStats()).toMatchObject({ batches: 1, items: members.length, fallbacks: 0 });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
