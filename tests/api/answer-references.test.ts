import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resultRows } from '../../server/db/client';
import { databaseRefusal, type DatabaseRefusal } from '../../server/lib/pg-errors';
import { createMember, type TestMember } from '../factories/users';
import { buildTestApp, dbKind, testDatabaseUrl, type TestApp } from '../helper';
import { settledWithin } from '../factories/settled-within';

/**
 * An answer names a member and a question that exist, whoever writes it (the batch, one by one, the
 * CLI, SQL by hand), also while another transaction deletes them: the foreign keys of `answers`.
 */
let t: TestApp;
let member: TestMember;
let pollId: number;

beforeEach(async () => {
  t = await buildTestApp();
  member = await createMember(t.app);
  pollId = await t.app.container.questions.create({ text: 'Tea?', choiceTypeKey: 'yes_no', languageId: 1 });
});
afterEach(async () => {
  await t.close();
});

const run = (query: SQL) => t.database.db.execute(query);
const count = async (query: SQL): Promise<number> => Number(resultRows<{ count: number | string }>(await run(query))[0]!.count);
const answerCount = () => count(sql`select count(*) as count from answers`);
const insertAnswer = (userId: number, questionId: number) =>
  sql`insert into answers (id, user_id, question_id, choice_values) values (${randomUUID()}, ${userId}, ${questionId}, '{1}')`;

/** The PostgreSQL error a write was refused with. */
async function refusal(write: Promise<unknown>): Promise<DatabaseRefusal> {
  try {
    await write;
  } catch (error) {
    const refused = databaseRefusal(error);
    if (refused) return refused;
    throw error;
  }
  throw new Error('the write was not refused');
}

describe("an answer's member and question", () => {
  it('refuses an answer naming a member who does not exist, and writes nothing of its statement', async () => {
    const statement = sql`insert into answers (id, user_id, question_id, choice_values) values
      (${randomUUID()}, ${member.id}, ${pollId}, '{1}'), (${randomUUID()}, ${member.id + 1000}, ${pollId}, '{1}')`;
    expect(await refusal(run(statement))).toMatchObject({ code: '23503', constraint: 'answers_user_id_users_id_fk' });
    expect(await answerCount()).toBe(0);
  });

  it('refuses an answer naming a question that does not exist', async () => {
    expect(await refusal(run(insertAnswer(member.id, pollId + 1000)))).toMatchObject({ code: '23503', constraint: 'answers_question_id_questions_id_fk' });
    expect(await answerCount()).toBe(0);
  });

  it('refuses moving answers to a member who does not exist, and moves them to one who does', async () => {
    await run(insertAnswer(member.id, pollId));
    expect(await refusal(run(sql`update answers set user_id = ${member.id + 1000}`))).toMatchObject({ code: '23503' });
    expect(await count(sql`select count(*) as count from answers where user_id = ${member.id}`)).toBe(1);
    const other = await createMember(t.app);
    await run(sql`update answers set user_id = ${other.id}`);
    expect(await count(sql`select count(*) as count from answers where user_id = ${other.id}`)).toBe(1);
  });

  it("takes a member's answers with them when the member is deleted", async () => {
    const other = await createMember(t.app);
    await run(insertAnswer(member.id, pollId));
    await run(insertAnswer(other.id, pollId));
    await run(sql`delete from users where id = ${member.id}`);
    expect(await count(sql`select count(*) as count from answers where user_id = ${member.id}`)).toBe(0);
    expect(await answerCount()).toBe(1);
  });

  it('refuses deleting an answered question, and deletes an unanswered one', async () => {
    const unanswered = await t.app.container.questions.create({ text: 'Coffee?', choiceTypeKey: 'yes_no', languageId: 1 });
    await run(insertAnswer(member.id, pollId));
    // Without its counters, whose own foreign key would refuse it first.
    await run(sql`delete from answer_counts`);
    expect(await refusal(run(sql`delete from questions where id in (${pollId}, ${unanswered})`))).toMatchObject({ code: '23503', constraint: 'answers_question_id_questions_id_fk' });
    expect(await count(sql`select count(*) as count from questions where id in (${pollId}, ${unanswered})`)).toBe(2);
    await run(sql`delete from choices where question_id = ${unanswered}`);
    await run(sql`delete from questions where id = ${unanswered}`);
    expect(await count(sql`select count(*) as count from questions where id = ${unanswered}`)).toBe(0);
  });

  it('refuses changing the id of an answered member or question', async () => {
    // A member and a question that only answers name (no session, choice or counter to refuse it first).
    const bare = await count(sql`insert into users (email, surname, lastname, language_id, status) values ('bare@example.com', 'B', 'M', 1, 'active') returning id as count`);
    await run(insertAnswer(bare, pollId));
    await run(sql`delete from answer_counts`);
    await run(sql`delete from choices where question_id = ${pollId}`);
    expect(await refusal(run(sql`update users set id = id + 1000 where id = ${bare}`))).toMatchObject({ code: '23503', constraint: 'answers_user_id_users_id_fk' });
    expect(await refusal(run(sql`update questions set id = id + 1000 where id = ${pollId}`))).toMatchObject({ code: '23503', constraint: 'answers_question_id_questions_id_fk' });
    expect(await count(sql`select count(*) as count from answers where user_id = ${bare} and question_id = ${pollId}`)).toBe(1);
  });
});

describe.skipIf(dbKind !== 'postgres')("an answer's member and question, between concurrent transactions on PostgreSQL", () => {
  const clients: pg.Client[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end()));
  });
  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    clients.push(client);
    return client;
  }

  it('keeps a question an uncommitted answer names from being deleted until the answer commits, then refuses the deletion', async () => {
    const [answering, deleting] = [await connect(), await connect()];
    await answering.query('begin');
    await answering.query(`insert into answers (id, user_id, question_id, choice_values) values ($1, $2, $3, '{1}')`, [randomUUID(), member.id, pollId]);
    const deletion = deleting.query('delete from questions where id = $1', [pollId]);
    // The answer's foreign-key check locked the question: the deletion waits for it.
    expect(await settledWithin(deletion, 300)).toBe(false);
    await answering.query('commit');
    // Refused by the answers' foreign key or by the counters' (the answer counted): a violation either way.
    await expect(deletion).rejects.toMatchObject({ code: '23503' });
    expect(await count(sql`select count(*) as count from questions where id = ${pollId}`)).toBe(1);
    expect(await answerCount()).toBe(1);
  });

  it('refuses an answer whose member is deleted by a transaction that commits while the answer waits', async () => {
    const [deleting, answering] = [await connect(), await connect()];
    await deleting.query('begin');
    await deleting.query('delete from users where id = $1', [member.id]);
    const answer = answering.query(`insert into answers (id, user_id, question_id, choice_values) values ($1, $2, $3, '{1}')`, [randomUUID(), member.id, pollId]);
    expect(await settledWithin(answer, 300)).toBe(false);
    await deleting.query('commit');
    await expect(answer).rejects.toMatchObject({ code: '23503', constraint: 'answers_user_id_users_id_fk' });
    expect(await answerCount()).toBe(0);
  });
});
