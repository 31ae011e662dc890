import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answers } from '../../server/db/schema/index';
import { createMember } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient } from '../factories/contract-client';

let t: TestApp;
let questionId: number;

beforeEach(async () => {
  t = await buildTestApp();
  questionId = await t.app.container.questions.create({
    text: 'Tea or coffee?', choiceTypeKey: 'single', languageId: 1, choices: [{ label: 'Tea' }, { label: 'Coffee' }],
  });
});
afterEach(() => t.close());

const { as } = contractClient(() => t.app);

/** `count` members of one sex and birthdate, each answering `value`, written in one go. */
async function answered(count: number, sex: 'F' | 'M', birthdate: string, value: number): Promise<void> {
  const members = await Promise.all(Array.from({ length: count }, () => createMember(t.app, { sex, birthdate })));
  await t.database.db.insert(answers).values(members.map((member) => ({ id: randomUUID(), userId: member.id, questionId, choiceValues: [value] })));
  t.app.container.stats.forget(questionId);
}

const stats = async () => (await as(null).call('getStats', { params: { id: String(questionId) }, query: { withAgeGroup: 'true', withGender: 'true' } })).body;

describe('results by group, as configured (5 answers at least)', () => {
  it('show no group whose answers, or whose absence from the total, would give a member\'s answer away', async () => {
    expect(t.siteConfig.minBreakdownGroupAnswers).toBe(5);
    await answered(6, 'F', '1990-03-03', 1);
    await answered(1, 'M', '1990-03-03', 2);
    const few = await stats();
    // The man's answer is in the totals, which every reader sees; no group says whose it is.
    expect(few.total).toBe(7);
    expect(few.choices.map((choice: { count: number }) => choice.count)).toEqual([6, 1]);
    expect(few.byGender).toEqual([]);
    expect(few.byAgeGroup).toEqual([{ group: '35-44', total: 7, counts: { '1': 6, '2': 1 } }]);

    await answered(4, 'M', '2000-03-03', 2);
    const enough = await stats();
    expect(enough.byGender).toEqual([{ group: 'F', total: 6, counts: { '1': 6 } }, { group: 'M', total: 5, counts: { '2': 5 } }]);
    // The 25-34 group's 4 answers are too few, and the 35-44's 7 alone would give them away.
    expect(enough.byAgeGroup).toEqual([]);
  });

  it('leave out a member who stated no sex or age alone: the groups of the others stay', async () => {
    await answered(6, 'F', '1990-03-03', 1);
    await answered(5, 'M', '1990-03-03', 2);
    const anonymous = await createMember(t.app, { sex: null, birthdate: null });
    await t.database.db.insert(answers).values({ id: randomUUID(), userId: anonymous.id, questionId, choiceValues: [1] });
    t.app.container.stats.forget(questionId);
    const body = await stats();
    expect(body.total).toBe(12);
    expect(body.byGender!.map((group: { group: string }) => group.group)).toEqual(['F', 'M']);
    expect(body.byAgeGroup!.map((group: { group: string }) => group.group)).toEqual(['35-44']);
  });
});
