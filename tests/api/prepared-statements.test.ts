import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, resultRows, type Database, type DbRoot } from '../../server/db/client';
import { createMember } from '../factories/users';
import { contractClient } from '../factories/contract-client';
import { buildTestApp, dbKind, testDatabaseUrl, type TestApp } from '../helper';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

/** The names of the statements prepared on a one-connection pool's connection (its session's own). */
async function preparedOn(db: DbRoot): Promise<string[]> {
  const rows = resultRows<{ name: string }>(await db.execute(sql`select name from pg_prepared_statements`));
  return rows.map((row) => row.name).sort();
}

describe.skipIf(dbKind !== 'postgres')("a push member's calls on PostgreSQL", () => {
  it('run three prepared statements: the session with the answered polls and the details, the answer batch and the counters', async () => {
    const pollId = await t.app.container.questions.create({ text: 'Tea?', choiceTypeKey: 'yes_no', languageId: 1 });
    const member = await createMember(t.app);
    // An instance of one connection for its reads (and the batches' own), so its session's prepared
    // statements are the ones every call of its used.
    const database: Database = await openDatabase({ kind: 'postgres', url: testDatabaseUrl(), poolSize: 1 });
    const app = await buildApp({ env: t.env, siteConfig: t.siteConfig, database });
    try {
      await app.ready();
      const { as } = contractClient(() => app);
      const id = String(member.id);
      expect((await as(member).call('getUser', { params: { id } })).status).toBe(200);
      expect((await as(member).call('getNextQuestion', { params: { id } })).body).toMatchObject({ id: pollId });
      expect((await as(member).call('saveAnswer', { body: { answerId: randomUUID(), questionId: pollId, choiceValues: [1] } })).status).toBe(200);
      expect((await as(member).call('getStats', { params: { id: String(pollId) } })).body).toMatchObject({ total: 1 });

      // The answered polls and the details came with the session: their own reads never ran.
      expect(await preparedOn(database.db)).toEqual(['answer_counts_of_question', 'sessions_find_active']);
      expect(await preparedOn(database.batchDb)).toContain('answers_write_batch');
      // The answer changed the member's points: their details are read again, by a statement of their own.
      expect((await as(member).call('getUser', { params: { id } })).body).toMatchObject({ user_points: t.siteConfig.points.perPollAnswer });
      expect(await preparedOn(database.db)).toEqual(['answer_counts_of_question', 'sessions_find_active', 'users_details']);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
