import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cities, pointsLedger, userLog, users } from '../../server/db/schema/index';
import { expectLedgerMatchesBalances } from '../factories/ledger';
import { createMember, type TestMember } from '../factories/users';
import { buildSecondApp, buildTestApp, type TestApp } from '../helper';
import { contractClient, failure, type CallInput } from '../factories/contract-client';
import { createPollAnswersRepository } from '../../server/core/repositories/poll-answers-repository';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await expectLedgerMatchesBalances(t);
  await t.close();
});

const { as } = contractClient(() => t.app);
const balance = async (who: TestMember) => (await t.database.db.select({ p: users.points }).from(users).where(eq(users.id, who.id)))[0]?.p;
const log = async (who: TestMember) => (await as(who).call('getUserLog', { params: { days: '30' } })).body;
const details = (who: TestMember) => as(who).call('getUser', { params: { id: String(who.id) } });
const invitationsOf = (caller: TestMember | null, id: number | string) => as(caller).call('getInvitations', { params: { id: String(id) } });

describe('the profile completion bonus', () => {
  it('is credited once, the first time the profile becomes complete', async () => {
    const member = await createMember(t.app, { sex: null, birthdate: null, cityId: null });
    const [city] = await t.database.db.select({ id: cities.id }).from(cities).limit(1);
    const update = (body: Omit<NonNullable<CallInput<'updateUser'>['body']>, 'user_id'>) =>
      as(member).call('updateUser', { params: { id: String(member.id) }, body: { user_id: member.id, ...body } });
    expect((await update({ user_sex: 'F' })).status).toBe(200);
    expect(await balance(member)).toBe(0);
    expect((await update({ user_birthdate: '1990-04-02', city_id: city!.id })).status).toBe(200);
    expect(await balance(member)).toBe(t.siteConfig.points.profileCompletionBonus);
    await update({ user_sex: 'M' });
    await update({ city_id: null });
    await update({ city_id: city!.id });
    expect(await balance(member)).toBe(t.siteConfig.points.profileCompletionBonus);
    expect((await log(member)).filter((entry) => entry.actionType === 'bonus_profile')).toHaveLength(1);
  });
});

describe('the birthday bonus', () => {
  const isoDaysAgo = (days: number, yearsBack: number) => {
    const date = new Date(Date.now() - days * 86_400_000);
    return `${date.getUTCFullYear() - yearsBack}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
  };

  it('is credited on the first visit in the birthday week, once', async () => {
    const member = await createMember(t.app, { birthdate: isoDaysAgo(2, 30) });
    for (let visit = 0; visit < 3; visit++) expect((await details(member)).status).toBe(200);
    expect(await balance(member)).toBe(t.siteConfig.points.birthdayBonus);
    expect((await log(member)).filter((entry) => entry.actionType === 'bonus_birthday')).toHaveLength(1);
  });

  it('is asked of the database once per instance: later visits of the week take what it remembers', async () => {
    const member = await createMember(t.app, { birthdate: isoDaysAgo(1, 30) });
    expect((await details(member)).body).toMatchObject({ user_points: t.siteConfig.points.birthdayBonus });
    // Taken back with SQL: an instance that asked the ledger again would credit it again.
    const key = sql`${pointsLedger.idempotencyKey} like 'bonus:birthday:%'`;
    await t.database.db.delete(pointsLedger).where(and(eq(pointsLedger.userId, member.id), key));
    await t.database.db.delete(userLog).where(and(eq(userLog.userId, member.id), eq(userLog.actionType, 'bonus_birthday')));
    await t.database.db.update(users).set({ points: 0 }).where(eq(users.id, member.id));
    await t.app.container.cache.settle();
    expect((await details(member)).body).toMatchObject({ user_points: 0 });
    expect(await balance(member)).toBe(0);
    // Another instance has not asked yet: the ledger decides there.
    const second = await buildSecondApp(t);
    try {
      const onSecond = contractClient(() => second);
      expect((await onSecond.as(member).call('getUser', { params: { id: String(member.id) } })).body).toMatchObject({ user_points: t.siteConfig.points.birthdayBonus });
      expect((await onSecond.as(member).call('getUser', { params: { id: String(member.id) } })).body).toMatchObject({ user_points: t.siteConfig.points.birthdayBonus });
    } finally {
      await second.close();
    }
    expect((await log(member)).filter((entry) => entry.actionType === 'bonus_birthday')).toHaveLength(1);
  });

  it('is not credited outside the birthday week', async () => {
    const member = await createMember(t.app, { birthdate: isoDaysAgo(20, 30) });
    await details(member);
    expect(await balance(member)).toBe(0);
  });
});

describe('the referral bonus and the invitations', () => {
  it.each([
    { surname: 'Dana', lastname: 'Serik', name: 'Dana S.', details: 'Invited Dana S. joined' },
    { surname: '', lastname: '', name: '', details: 'An invited friend joined' },
  ])('goes to the recommender once the invited member has answered the configured number of polls, logged as $details', async ({ surname, lastname, name, details }) => {
    const required = t.siteConfig.points.referralAnswersRequired;
    const recommender = await createMember(t.app);
    const invited = await createMember(t.app, { recommendedBy: recommender.id, surname, lastname });
    const ids = [];
    for (let i = 0; i <= required; i++) ids.push(await t.app.container.questions.create({ text: `Poll ${i}?`, choiceTypeKey: 'yes_no', languageId: 1 }));
    const invitations = async () => (await invitationsOf(recommender, recommender.id)).body;
    expect(await invitations()).toEqual([expect.objectContaining({ name, state: 'active', answers: 0, answersRequired: required, bonus: t.siteConfig.points.referralBonus })]);

    for (const [index, questionId] of ids.entries()) {
      await as(invited).call('saveAnswer', { body: { answerId: randomUUID(), questionId, choiceValues: [1] } });
      const expected = index + 1 >= required ? t.siteConfig.points.referralBonus : 0;
      expect(await balance(recommender), `after answer ${index + 1}`).toBe(expected);
    }
    expect((await invitations())[0]).toMatchObject({ state: 'rewarded', answers: required });
    expect((await log(recommender)).filter((entry) => entry.actionType === 'bonus_referral')).toEqual([expect.objectContaining({ actionDetails: details })]);
  });

  it('is paid when the app sends again the answer whose batch committed before the server could check the bonus', async () => {
    const required = t.siteConfig.points.referralAnswersRequired;
    const recommender = await createMember(t.app);
    const invited = await createMember(t.app, { recommendedBy: recommender.id });
    const ids = [];
    for (let i = 0; i < required; i++) ids.push(await t.app.container.questions.create({ text: `Poll ${i}?`, choiceTypeKey: 'yes_no', languageId: 1 }));
    for (const questionId of ids.slice(0, -1)) await as(invited).call('saveAnswer', { body: { answerId: randomUUID(), questionId, choiceValues: [1] } });
    // The last answer's batch commits, then the server stops: no bonus checked, no answer acknowledged.
    const lastAnswer = { answerId: randomUUID(), questionId: ids.at(-1)!, choiceValues: [1] };
    await createPollAnswersRepository(t.database.db).write([{ ...lastAnswer, userId: invited.id, answeredAt: new Date(), credit: t.siteConfig.points.perPollAnswer }]);
    expect(await balance(recommender)).toBe(0);

    const repeat = await as(invited).call('saveAnswer', { body: lastAnswer });
    expect(repeat.body).toMatchObject({ answerId: lastAnswer.answerId, duplicate: true });
    expect(await balance(recommender)).toBe(t.siteConfig.points.referralBonus);
    await as(invited).call('saveAnswer', { body: lastAnswer });
    expect(await balance(recommender)).toBe(t.siteConfig.points.referralBonus);
  });

  it('names each invited member by first name and a whole initial, and leaves out what they did not give', async () => {
    const recommender = await createMember(t.app);
    await createMember(t.app, { recommendedBy: recommender.id, surname: 'Dana', lastname: '😀Star' });
    await createMember(t.app, { recommendedBy: recommender.id, surname: 'Дана', lastname: 'Е\u0308лкина' });
    await createMember(t.app, { recommendedBy: recommender.id, surname: 'Aigul', lastname: '' });
    await createMember(t.app, { recommendedBy: recommender.id, surname: '', lastname: '' });
    const names = (await invitationsOf(recommender, recommender.id)).body.map((invitation) => invitation.name);
    expect(names.sort()).toEqual(['', 'Aigul', 'Dana 😀.', 'Дана Е\u0308.'].sort());
  });

  it('answers 403 for another member\'s invitations and 400 for a bad id', async () => {
    const member = await createMember(t.app);
    const other = await createMember(t.app);
    expect(await invitationsOf(member, other.id)).toMatchObject(failure(403, 'forbidden'));
    expect(await invitationsOf(member, 'x1')).toMatchObject(failure(400, 'badInput'));
    expect(await invitationsOf(null, member.id)).toMatchObject(failure(401, 'unauthorized'));
  });
});
