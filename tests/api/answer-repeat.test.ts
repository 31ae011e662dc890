import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../server/lib/clock';
import { contractClient, failure } from '../factories/contract-client';
import { createMember, type TestMember } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';

let t: TestApp;
let clock: ManualClock;
let member: TestMember;
beforeEach(async () => {
  clock = createManualClock();
  t = await buildTestApp({ clock });
  member = await createMember(t.app);
});
afterEach(() => t.close());

const { as } = contractClient(() => t.app);

describe('the repeat of an answer whose reply was lost', () => {
  it('repeats the original credit on the batch path (the poll still open) and on the one-by-one path (the poll closed since)', async () => {
    const perAnswer = t.siteConfig.points.perPollAnswer;
    const pollId = await t.app.container.questions.create({ text: 'Tea or coffee?', choiceTypeKey: 'yes_no', languageId: 1, dateStart: new Date(clock.now() - 60_000), dateEnd: new Date(clock.now() + 60_000) });
    const body = { answerId: randomUUID(), questionId: pollId, choiceValues: [1] };

    expect((await as(member).call('saveAnswer', { body })).body).toMatchObject({ pointsCredited: perAnswer, duplicate: false });
    expect((await as(member).call('saveAnswer', { body })).body).toMatchObject({ pointsCredited: perAnswer, duplicate: true });
    clock.advance(120_000);
    expect((await as(member).call('saveAnswer', { body })).body).toMatchObject({ pointsCredited: perAnswer, duplicate: true });
    // Credited once, whatever the repeats said.
    expect((await as(member).call('getUser', { params: { id: String(member.id) } })).body).toMatchObject({ user_points: perAnswer });
  });

  it('knows an id in capitals as the same answer: new the first time, a repeat after, in either case; acknowledged with the id as sent', async () => {
    const perAnswer = t.siteConfig.points.perPollAnswer;
    const pollId = await t.app.container.questions.create({ text: 'Rain or sun?', choiceTypeKey: 'yes_no', languageId: 1, dateStart: new Date(clock.now() - 60_000), dateEnd: new Date(clock.now() + 60_000) });
    const answerId = randomUUID().toUpperCase();
    const body = { answerId, questionId: pollId, choiceValues: [1] };

    expect((await as(member).call('saveAnswer', { body })).body).toEqual({ answerId, pointsCredited: perAnswer, duplicate: false });
    expect((await as(member).call('saveAnswer', { body })).body).toMatchObject({ answerId, pointsCredited: perAnswer, duplicate: true });
    const lower = { ...body, answerId: answerId.toLowerCase() };
    expect((await as(member).call('saveAnswer', { body: lower })).body).toMatchObject({ answerId: lower.answerId, duplicate: true });
    expect((await as(member).call('getUser', { params: { id: String(member.id) } })).body).toMatchObject({ user_points: perAnswer });
  });

  it('refuses the same id with other choices (409, the first answer kept), and takes the same choices in another order as a repeat', async () => {
    const pollId = await t.app.container.questions.create({
      text: 'Which drinks?', choiceTypeKey: 'multiple', languageId: 1, dateStart: new Date(clock.now() - 60_000), dateEnd: new Date(clock.now() + 60_000),
      choices: [{ label: 'Tea' }, { label: 'Coffee' }, { label: 'Juice' }],
    });
    const body = { answerId: randomUUID(), questionId: pollId, choiceValues: [1, 3] };
    expect((await as(member).call('saveAnswer', { body })).body).toMatchObject({ duplicate: false });

    const other = await as(member).call('saveAnswer', { body: { ...body, choiceValues: [2] } });
    expect(other).toMatchObject(failure(409, 'conflict'));
    expect(other.body.message).toBe('This answer id is already used by another answer.');
    expect((await as(member).call('saveAnswer', { body: { ...body, choiceValues: [3, 1] } })).body).toMatchObject({ duplicate: true });
    clock.advance(120_000);
    // The one-by-one path (the poll closed) says the same.
    expect(await as(member).call('saveAnswer', { body: { ...body, choiceValues: [1] } })).toMatchObject(failure(409, 'conflict'));
    expect((await as(member).call('getWidgetAnswer', { params: { id: String(pollId) } })).body).toEqual([1, 3]);
  });
});
