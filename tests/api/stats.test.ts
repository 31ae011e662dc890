import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerCounts, answers, users } from '../../server/db/schema/index';
import { ageGroup } from '../../server/core/services/answer-rules';
import { createMember, type TestMember } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';

let t: TestApp;
let questionId: number;

beforeEach(async () => {
  // Breakdowns of one or two answers are counted here: no group is too small to show.
  t = await buildTestApp({ siteConfig: { minBreakdownGroupAnswers: 1 } });
  questionId = await t.app.container.questions.create({
    text: 'Which fruits do you eat?', choiceTypeKey: 'multiple', languageId: 1,
    choices: [{ label: 'Apples' }, { label: 'Pears' }, { label: 'Plums' }],
  });
});
afterEach(() => t.close());

const { as } = contractClient(() => t.app);
const answerAs = (who: TestMember, choiceValues: number[]) => as(who).call('saveAnswer', { body: { answerId: randomUUID(), questionId, choiceValues } });
const statsOf = (id: number, query: { withAgeGroup?: 'true'; withGender?: 'true' } = {}) => as(null).call('getStats', { params: { id: String(id) }, query });
const stats = async () => (await statsOf(questionId, { withAgeGroup: 'true', withGender: 'true' })).body;
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe('statistics from the answer counters', () => {
  it('count each answer in the age group and gender it had when answering, whatever the profile becomes', async () => {
    const member = await createMember(t.app, { sex: 'F', birthdate: '1990-01-01' });
    expect((await answerAs(member, [1, 3])).status).toBe(200);
    const before = await stats();
    expect(before).toMatchObject({ total: 1, byGender: [{ group: 'F', total: 1, counts: { '1': 1, '3': 1 } }] });
    expect(before.byAgeGroup).toEqual([{ group: ageGroup('1990-01-01', new Date()), total: 1, counts: { '1': 1, '3': 1 } }]);

    await t.database.db.update(users).set({ birthdate: '2005-01-01', sex: 'M' }).where(eq(users.id, member.id));
    t.app.container.stats.forget(questionId);
    expect(await stats()).toEqual(before);
  });

  it('take the breakdown flags as 1 and 0 too, as many clients write them', async () => {
    await answerAs(await createMember(t.app, { sex: 'F', birthdate: '1990-01-01' }), [1]);
    const numeric = await as(null).call('getStats', { params: { id: String(questionId) }, rawQuery: 'withAgeGroup=1&withGender=0' });
    expect(numeric.status).toBe(200);
    expect(numeric.body).toEqual((await statsOf(questionId, { withAgeGroup: 'true' })).body);
    expect(numeric.body.byGender).toBeUndefined();
  });

  it('take a multi-row insert in one go, and take back deleted answers', async () => {
    const members = await Promise.all(['M', 'F', null].map((sex) => createMember(t.app, { sex: sex as 'M' | 'F' | null, birthdate: null })));
    await t.database.db.insert(answers).values(members.map((m, i) => ({ id: randomUUID(), userId: m.id, questionId, choiceValues: [i + 1] })));
    t.app.container.stats.forget(questionId);
    const body = await stats();
    expect(body.total).toBe(3);
    expect(body.choices.map((c: { count: number }) => c.count)).toEqual([1, 1, 1]);
    expect(body.byGender!.map((g: { group: string }) => g.group)).toEqual(['F', 'M', 'unknown']);
    expect(body.byAgeGroup).toEqual([{ group: 'unknown', total: 3, counts: { '1': 1, '2': 1, '3': 1 } }]);

    await t.database.db.delete(answers).where(eq(answers.userId, members[0]!.id));
    t.app.container.stats.forget(questionId);
    const after = await stats();
    expect(after.total).toBe(2);
    expect(after.byGender!.map((g: { group: string }) => g.group)).toEqual(['F', 'unknown']);
  });

  it('keep an anonymized account\'s answers counted as they were', async () => {
    const member = await createMember(t.app, { sex: 'M', birthdate: '1980-05-05' });
    await answerAs(member, [2]);
    const before = await stats();
    await t.app.container.accountDeletion.request(member.id);
    const [request] = await t.app.container.accountDeletion.listOpen();
    expect((await t.app.container.accountDeletion.complete(request!.id)).completed).toBe(true);
    t.app.container.stats.forget(questionId);
    expect(await stats()).toEqual(before);
  });

  it('read a bounded number of counter rows however many answers there are', async () => {
    const members = await Promise.all(Array.from({ length: 30 }, (_, i) => createMember(t.app, { sex: i % 2 ? 'M' : 'F', birthdate: '1995-02-02' })));
    for (let start = 0; start < members.length; start += 10) {
      await t.database.db.insert(answers).values(members.slice(start, start + 10).map((m) => ({ id: randomUUID(), userId: m.id, questionId, choiceValues: [1] })));
    }
    const counted = await t.database.db.select().from(answerCounts).where(eq(answerCounts.questionId, questionId));
    // Two genders x (answers + one choice) on one shard: three statements of one connection.
    expect(counted.length).toBeLessThanOrEqual(4 * 8);
    expect(counted.filter((row) => row.choiceValue === 1).reduce((sum, row) => sum + row.count, 0)).toBe(30);
  });

  it('are forgotten when this instance takes an answer, so the member sees theirs counted', async () => {
    const first = await createMember(t.app, { sex: 'F', birthdate: '1990-01-01' });
    const second = await createMember(t.app, { sex: 'M', birthdate: '1990-01-01' });
    await answerAs(first, [1]);
    expect((await stats()).total).toBe(1);
    // Written behind the server's back (as by another instance).
    await t.database.db.insert(answers).values({ id: randomUUID(), userId: second.id, questionId, choiceValues: [2] });
    // An answer through this instance drops its copy: the member sees it counted (and the other).
    const third = await createMember(t.app, { sex: 'M', birthdate: '1990-01-01' });
    await answerAs(third, [3]);
    expect((await stats()).total).toBe(3);
  });

  it('say shared caches may keep them, one copy per Authorization, and 404 for an unknown question', async () => {
    const response = await statsOf(questionId);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect(response.headers.vary).toMatch(/\bAuthorization\b/i);
    const unknown = await statsOf(999999);
    expect(unknown).toMatchObject(failure(404, 'notFound'));
    // A visitor's refusal is not a member's answer: a cache keeps them apart.
    expect(unknown.headers.vary).toMatch(/\bAuthorization\b/i);
  });

  it('group ages in SQL exactly as ageGroup() does, birthdays and 29 February included', async () => {
    const cases: [string, string][] = [
      ['2000-02-29', '2018-02-28T12:00:00Z'], ['2000-02-29', '2018-03-01T00:00:00Z'], ['2000-02-29', '2024-02-29T23:59:59Z'],
      ['2008-06-15', '2026-06-15T00:00:00Z'], ['2008-06-16', '2026-06-15T23:59:59Z'], ['1961-06-15', '2026-06-15T00:00:00Z'],
      ['1961-06-16', '2026-06-15T00:00:00Z'], ['1991-12-31', '2026-01-01T00:00:00Z'], ['2001-01-01', '2025-12-31T23:59:59Z'],
      ['1971-07-04', '2026-07-03T23:30:00Z'], ['1981-07-04', '2026-07-04T00:00:01Z'],
    ];
    for (const [birthdate, at] of cases) {
      const result = await t.database.db.execute(sql`select answer_age_group(${birthdate}::date, ${at}::timestamptz) as "group"`);
      expect([birthdate, at, rowsOf<{ group: string }>(result)[0]!.group]).toEqual([birthdate, at, ageGroup(birthdate, new Date(at))]);
    }
    const none = await t.database.db.execute(sql`select answer_age_group(null, now()) as "group"`);
    expect(rowsOf<{ group: string }>(none)[0]!.group).toBe('unknown');
  });
});
