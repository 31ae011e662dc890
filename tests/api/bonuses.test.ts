import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cities, users } from '../../server/db/schema/index';
import { expectLedgerMatchesBalances } from '../factories/ledger';
import { createMember, type TestMember } from '../factories/users';
import { buildTestApp, call, type TestApp } from '../helper';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await expectLedgerMatchesBalances(t);
  await t.close();
});

const as = (who: TestMember) => ({ authorization: who.authorization });
const balance = async (who: TestMember) => (await t.database.db.select({ p: users.points }).from(users).where(eq(users.id, who.id)))[0]?.p;
const log = async (who: TestMember) => (await call(t.app, { method: 'GET', url: '/rest/user/log/30', headers: as(who) })).body as { actionType: string }[];

describe('the profile completion bonus', () => {
  it('is credited once, the first time the profile becomes complete', async () => {
    const member = await createMember(t.app, { sex: null, birthdate: null, cityId: null });
    const [city] = await t.database.db.select({ id: cities.id }).from(cities).limit(1);
    const update = (body: Record<string, unknown>) => call(t.app, { method: 'POST', url: `/rest/user/${member.id}`, headers: as(member), payload: { user_id: member.id, ...body } });
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
    for (let visit = 0; visit < 3; visit++) expect((await call(t.app, { method: 'GET', url: `/rest/user/${member.id}`, headers: as(member) })).status).toBe(200);
    expect(await balance(member)).toBe(t.siteConfig.points.birthdayBonus);
    expect((await log(member)).filter((entry) => entry.actionType === 'bonus_birthday')).toHaveLength(1);
  });

  it('is not credited outside the birthday week', async () => {
    const member = await createMember(t.app, { birthdate: isoDaysAgo(20, 30) });
    await call(t.app, { method: 'GET', url: `/rest/user/${member.id}`, headers: as(member) });
    expect(await balance(member)).toBe(0);
  });
});

describe('the referral bonus and the invitations', () => {
  it('goes to the recommender once the invited member has answered the configured number of polls', async () => {
    const required = t.siteConfig.points.referralAnswersRequired;
    const recommender = await createMember(t.app);
    const invited = await createMember(t.app, { recommendedBy: recommender.id, surname: 'Dana', lastname: 'Serik' });
    const ids = [];
    for (let i = 0; i <= required; i++) ids.push(await t.app.container.questions.create({ text: `Poll ${i}?`, choiceTypeKey: 'yes_no', languageId: 1 }));
    const invitations = async () => (await call(t.app, { method: 'GET', url: `/rest/user/${recommender.id}/invitations`, headers: as(recommender) })).body;
    expect(await invitations()).toEqual([expect.objectContaining({ name: 'Dana S.', state: 'active', answers: 0, answersRequired: required, bonus: t.siteConfig.points.referralBonus })]);

    for (const [index, questionId] of ids.entries()) {
      await call(t.app, { method: 'POST', url: '/rest/questions/answer', headers: as(invited), payload: { answerId: randomUUID(), questionId, choiceValues: [1] } });
      const expected = index + 1 >= required ? t.siteConfig.points.referralBonus : 0;
      expect(await balance(recommender), `after answer ${index + 1}`).toBe(expected);
    }
    expect((await invitations())[0]).toMatchObject({ state: 'rewarded', answers: required });
    expect((await log(recommender)).filter((entry) => entry.actionType === 'bonus_referral')).toHaveLength(1);
  });

  it('answers 403 for another member\'s invitations and 400 for a bad id', async () => {
    const member = await createMember(t.app);
    const other = await createMember(t.app);
    expect((await call(t.app, { method: 'GET', url: `/rest/user/${other.id}/invitations`, headers: as(member) })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/rest/user/x1/invitations', headers: as(member) })).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: `/rest/user/${member.id}/invitations` })).status).toBe(401);
  });
});
