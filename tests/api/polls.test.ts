import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answers, pointsLedger, userLog, users } from '../../server/db/schema/index';
import { contractClient, failure, type Caller } from '../factories/contract-client';
import { createGuest, createMember, type TestMember } from '../factories/users';
import { buildTestApp, dbKind, type TestApp } from '../helper';

let t: TestApp;
let member: TestMember;
let scaleId: number;
let multipleId: number;

beforeEach(async () => {
  // Breakdowns of one or two answers are counted here: no group is too small to show.
  t = await buildTestApp({ siteConfig: { minBreakdownGroupAnswers: 1 } });
  member = await createMember(t.app);
  scaleId = await t.app.container.questions.create({ text: 'Do you like tea?', choiceTypeKey: 'agree_scale', languageId: 1 });
  multipleId = await t.app.container.questions.create({
    text: 'Which fruits do you eat?', choiceTypeKey: 'multiple', languageId: 1,
    choices: [{ label: 'Apples' }, { label: 'Pears' }, { label: 'Plums' }],
  });
});
afterEach(() => t.close());

const answer = (questionId: number, choiceValues: number[], answerId = randomUUID()) => ({ answerId, questionId, choiceValues });

const { as } = contractClient(() => t.app);
const saveAnswer = (body: ReturnType<typeof answer>, caller: Caller = member) => as(caller).call('saveAnswer', { body });
const saveCardAnswer = (cardId: number, body: ReturnType<typeof answer>, caller: Caller = member) =>
  as(caller).call('saveWidgetAnswer', { params: { id: String(cardId) }, body });
const upcoming = (id: number | string, query: { count?: string; langUiName?: string } = {}, caller: Caller = member) =>
  as(caller).call('getUpcomingQuestions', { params: { id: String(id) }, query });

async function counts(userId: number) {
  const db = t.database.db;
  const [user] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return {
    answers: (await db.select().from(answers).where(eq(answers.userId, userId))).length,
    // The ledger's entries and the activity's lines: rows of their own, and answers (each its own of both).
    ledger: (await db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId))).length
      + (await db.select().from(answers).where(and(eq(answers.userId, userId), gt(answers.points, 0)))).length,
    logs: (await db.select().from(userLog).where(eq(userLog.userId, userId))).length
      + (await db.select().from(answers).where(eq(answers.userId, userId))).length,
    points: user?.points,
  };
}

describe('the next question and answering', () => {
  it('gives the next unanswered question, credits points once, then moves on', async () => {
    const first = await as(member).call('getNextQuestion', { params: { id: String(member.id) }, query: { langUiName: 'en' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: scaleId, text: 'Do you like tea?', type: 'agree_scale', topicName: 'general' });
    expect(first.body.choices).toHaveLength(5);
    expect(first.body.choices[0]).toMatchObject({ label: 'Strongly disagree', value: 1, haveMedia: false });

    const saved = await saveAnswer(answer(scaleId, [4]));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ pointsCredited: t.siteConfig.points.perPollAnswer, duplicate: false });
    expect(await counts(member.id)).toEqual({ answers: 1, ledger: 1, logs: 1, points: t.siteConfig.points.perPollAnswer });

    const next = await as(member).call('getNextQuestion', { params: { id: String(member.id) } });
    expect(next.body?.id).toBe(multipleId);
    const selected = await as(member).call('getWidgetAnswer', { params: { id: String(scaleId) } });
    expect(selected.body).toEqual([4]);
  });

  it('answers an unanswered question\'s selection with an empty list, and a question that does not exist with 404', async () => {
    expect(await as(member).call('getWidgetAnswer', { params: { id: String(multipleId) } })).toMatchObject({ status: 200, body: [] });
    expect(await as(member).call('getWidgetAnswer', { params: { id: '999999' } })).toMatchObject(failure(404, 'notFound'));
  });

  it('accepts a repeat of the same UUID as success without a second row or credit, repeating the original credit', async () => {
    const body = answer(scaleId, [2]);
    const once = await saveAnswer(body);
    const twice = await saveAnswer(body);
    expect(once.body.duplicate).toBe(false);
    expect(twice.status).toBe(200);
    expect(twice.body).toMatchObject({ duplicate: true, pointsCredited: t.siteConfig.points.perPollAnswer });
    expect(await counts(member.id)).toMatchObject({ answers: 1, ledger: 1, points: t.siteConfig.points.perPollAnswer });
  });

  it('refuses a second, different answer to the same question with 409', async () => {
    await saveAnswer(answer(scaleId, [2]));
    const again = await saveAnswer(answer(scaleId, [3]));
    expect(again).toMatchObject(failure(409, 'alreadyAnswered'));
    expect(await counts(member.id)).toMatchObject({ answers: 1, ledger: 1 });
  });

  it('refuses an answer id already used by another answer with 409 conflict, not as answered already', async () => {
    const first = answer(scaleId, [2]);
    await saveAnswer(first);
    const other = await createMember(t.app);
    for (const [caller, questionId] of [[member, multipleId], [other, scaleId], [other, multipleId]] as const) {
      const refused = await saveAnswer(answer(questionId, [1], first.answerId), caller);
      expect(refused).toMatchObject(failure(409, 'conflict'));
      expect(refused.body).toMatchObject({ message: 'This answer id is already used by another answer.' });
    }
    expect(await counts(member.id)).toMatchObject({ answers: 1, ledger: 1 });
    expect(await counts(other.id)).toMatchObject({ answers: 0, ledger: 0, points: 0 });
    // The member's other question is still theirs to answer.
    expect((await saveAnswer(answer(multipleId, [1]))).body).toMatchObject({ duplicate: false });
  });

  it('takes several choices on a multiple-choice question', async () => {
    const saved = await saveCardAnswer(multipleId, answer(multipleId, [1, 3]));
    expect(saved.status).toBe(200);
  });

  it('answers 50 parallel submissions of one answer with one row and one credit', async () => {
    const body = answer(scaleId, [5]);
    const results = await Promise.all(
      Array.from({ length: dbKind === 'postgres' ? 50 : 10 }, () =>
        saveAnswer(body)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => !r.body.duplicate)).toHaveLength(1);
    expect(await counts(member.id)).toMatchObject({ answers: 1, ledger: 1, points: t.siteConfig.points.perPollAnswer });
  });

  it('refuses a closed question with 409 and stores nothing', async () => {
    const closed = await t.app.container.questions.create({ text: 'Old', choiceTypeKey: 'yes_no', languageId: 1, dateStart: new Date('2020-01-01'), dateEnd: new Date('2020-02-01') });
    const { status, body } = await saveAnswer(answer(closed, [1]));
    expect({ status, body }).toMatchObject(failure(409, 'questionClosed'));
    expect(await counts(member.id)).toMatchObject({ answers: 0, ledger: 0, points: 0 });
  });
});

describe('bad input on the answer calls', () => {
  const bad: [string, unknown][] = [
    ['missing answerId', { questionId: 1, choiceValues: [1] }],
    ['a non-UUID answerId', { answerId: "' OR 1=1 --", questionId: 1, choiceValues: [1] }],
    ['an extra field', { answerId: randomUUID(), questionId: 1, choiceValues: [1], points: 1000 }],
    ['a string question id', { answerId: randomUUID(), questionId: '1', choiceValues: [1] }],
    ['empty choices', { answerId: randomUUID(), questionId: 1, choiceValues: [] }],
    ['too many choices', { answerId: randomUUID(), questionId: 1, choiceValues: Array.from({ length: 60 }, (_, i) => i) }],
  ];
  it.each(bad)('answers 400 for %s and stores nothing', async (_name, payload) => {
    // Input the contract's types refuse: sent as raw JSON.
    expect(await as(member).call('saveAnswer', { rawBody: JSON.stringify(payload) })).toMatchObject(failure(400, 'badInput'));
    expect(await counts(member.id)).toMatchObject({ answers: 0, ledger: 0 });
  });

  it('refuses a value that is not one of the choices, and two values on a single-choice question', async () => {
    for (const values of [[9], [1, 2]]) {
      expect(await saveAnswer(answer(scaleId, values))).toMatchObject(failure(400, 'invalidChoice'));
    }
    expect(await counts(member.id)).toMatchObject({ answers: 0 });
  });

  it('answers 404 for an unknown question', async () => {
    expect(await saveAnswer(answer(99999, [1]))).toMatchObject(failure(404, 'notFound'));
  });

  it.each([
    ['no credentials', null, 401],
    ['a forged token', '1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 401],
    ['malformed credentials', 'Bearer x', 401],
  ])('answers %s with %i', async (_name, authorization, expected) => {
    expect(await saveAnswer(answer(scaleId, [1]), authorization)).toMatchObject(failure(expected, 'unauthorized'));
  });

  it('refuses the next question of another member with 403', async () => {
    const other = await createMember(t.app);
    expect(await as(member).call('getNextQuestion', { params: { id: String(other.id) } })).toMatchObject(failure(403, 'forbidden'));
  });

  it('refuses a path id that differs from the body', async () => {
    expect(await saveCardAnswer(multipleId, answer(scaleId, [1]))).toMatchObject(failure(400, 'badInput'));
  });
});

describe('the upcoming polls (the device\'s offline look-ahead)', () => {
  const ids = (body: { id: number }[]) => body.map((card) => card.id);

  it('lists the next unanswered open polls in feed order, the first being widget/next\'s, 10 by default and at most count', async () => {
    const more: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      more.push(await t.app.container.questions.create({ text: `Poll ${i}?`, choiceTypeKey: 'yes_no', languageId: 1, dateStart: new Date(Date.now() - 30_000 + i) }));
    }
    // Not offered: closed, not yet open, another language, a quest's question.
    await t.app.container.questions.create({ text: 'Closed?', choiceTypeKey: 'yes_no', languageId: 1, dateStart: new Date(Date.now() - 86_400_000), dateEnd: new Date(Date.now() - 1000) });
    await t.app.container.questions.create({ text: 'Later?', choiceTypeKey: 'yes_no', languageId: 1, dateStart: new Date(Date.now() + 86_400_000) });
    await t.app.container.questions.create({ text: 'По-русски?', choiceTypeKey: 'yes_no', languageId: 2 });
    await saveAnswer(answer(scaleId, [1]));

    const byDefault = await upcoming(member.id, { langUiName: 'en' });
    expect(byDefault.status).toBe(200);
    expect(ids(byDefault.body)).toEqual([multipleId, ...more.slice(0, 9)]);
    expect(byDefault.body[0]).toMatchObject({ text: 'Which fruits do you eat?', type: 'multiple' });
    const next = await as(member).call('getNextQuestion', { params: { id: String(member.id) }, query: { langUiName: 'en' } });
    expect(next.body?.id).toBe(byDefault.body[0]!.id);

    expect(ids((await upcoming(member.id, { count: '3' })).body)).toEqual([multipleId, more[0], more[1]]);
    expect(ids((await upcoming(member.id, { count: '20' })).body)).toEqual([multipleId, ...more]);
    expect((await upcoming(member.id, { count: '5', langUiName: 'ru' })).body.map((card: { text: string }) => card.text)).toEqual(['По-русски?']);
  });

  it('answers an empty list when every poll is answered', async () => {
    for (const [id, values] of [[scaleId, [1]], [multipleId, [2]]] as const) {
      await saveAnswer(answer(id, [...values]));
    }
    const { status, body } = await upcoming(member.id);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it.each([
    ['count 0', 'count=0'], ['count 21', 'count=21'], ['a negative count', 'count=-1'], ['a fractional count', 'count=1.5'],
    ['a text count', 'count=ten'], ['an empty count', 'count='], ['a hostile count', "count=1%20OR%201=1"], ['two counts', 'count=1&count=2'],
    ['an unknown language', 'langUiName=xx'], ['a malformed language', 'langUiName=EN-us'], ['an unknown parameter', 'limit=5'],
  ])('answers 400 for %s and changes nothing', async (_name, query) => {
    const before = await counts(member.id);
    // Queries the contract's types refuse: sent as they are.
    const { status, body } = await as(member).call('getUpcomingQuestions', { params: { id: String(member.id) }, rawQuery: query });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    expect(await counts(member.id)).toEqual(before);
  });

  it('refuses a bad id with 400, another member\'s list with 403 and no credentials with 401', async () => {
    const other = await createMember(t.app);
    expect(await upcoming('abc')).toMatchObject(failure(400, 'badInput'));
    expect(await upcoming('99999999999')).toMatchObject(failure(400, 'badInput'));
    expect(await upcoming(other.id)).toMatchObject(failure(403, 'forbidden'));
    expect(await upcoming(member.id, {}, null)).toMatchObject(failure(401, 'unauthorized'));
  });

  it('is for members: a guest (public cards and live surveys only) gets 403', async () => {
    const guest = await createGuest(t.app);
    expect(await upcoming(guest.id, {}, guest)).toMatchObject(failure(403, 'guestNotAllowed'));
  });
});

describe('guests', () => {
  it('may answer a public card, without points, but not the member-only call', async () => {
    const guest = await createGuest(t.app);
    const viaWidget = await saveCardAnswer(scaleId, answer(scaleId, [3]), guest);
    expect(viaWidget.status).toBe(200);
    expect(viaWidget.body.pointsCredited).toBe(0);
    expect(await saveAnswer(answer(multipleId, [1]), guest)).toMatchObject(failure(403, 'guestNotAllowed'));
  });

  it('may not answer a non-public question', async () => {
    const guest = await createGuest(t.app);
    const privateId = await t.app.container.questions.create({ text: 'Members only', choiceTypeKey: 'yes_no', languageId: 1, isPublic: false });
    expect(await saveCardAnswer(privateId, answer(privateId, [1]), guest)).toMatchObject(failure(403, 'guestNotAllowed'));
  });
});

describe('statistics and default choices', () => {
  it('equal a direct count, with age groups and genders', async () => {
    const women = await Promise.all([1, 2].map(() => createMember(t.app, { sex: 'F', birthdate: '1990-01-01' })));
    const man = await createMember(t.app, { sex: 'M', birthdate: '2000-01-01' });
    for (const [who, value] of [[women[0]!, 1], [women[1]!, 5], [man, 5]] as const) {
      await saveAnswer(answer(scaleId, [value]), who);
    }
    const { status, body } = await as(null).call('getStats', { params: { id: String(scaleId) }, query: { withAgeGroup: 'true', withGender: 'true' } });
    expect(status).toBe(200);
    const direct = await t.database.db.select().from(answers).where(eq(answers.questionId, scaleId));
    expect(body.total).toBe(direct.length);
    expect(body.choices.find((c: { value: number }) => c.value === 5)).toMatchObject({ count: 2, percent: 66.7 });
    expect(body.byGender).toEqual(expect.arrayContaining([{ group: 'F', total: 2, counts: { '1': 1, '5': 1 } }, { group: 'M', total: 1, counts: { '5': 1 } }]));
    expect(body.byAgeGroup!.map((g: { group: string }) => g.group).sort()).toEqual(['25-34', '35-44']);
  });

  it('refuses bad stats flags', async () => {
    // A flag the contract's types refuse: sent as it is.
    expect(await as(null).call('getStats', { params: { id: String(scaleId) }, rawQuery: 'withGender=yes' })).toMatchObject(failure(400, 'badInput'));
  });

  it('lists default choice types and choices in a language, 404 for an unknown one', async () => {
    const types = await as(null).call('getDefaultChoiceTypes', { params: { langId: '2' } });
    expect(types.status).toBe(200);
    expect(types.body[0]).toEqual({ choice_type_id: expect.any(Number), choice_type_translated: 'Шкала согласия (5 баллов)' });
    const choices = await as(null).call('getDefaultChoices', { params: { langId: '1' } });
    expect(choices.body.filter((c: { choice_type_id: number }) => c.choice_type_id === types.body[0]!.choice_type_id)).toHaveLength(5);
    expect(await as(null).call('getDefaultChoiceTypes', { params: { langId: '99' } })).toMatchObject(failure(404, 'notFound'));
  });

  it('serves a choice image, and 404 for a choice without one', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const id = await t.app.container.questions.create({
      text: 'Pick one', choiceTypeKey: 'image', languageId: 1,
      choices: [{ label: 'A', image: { data: png, type: 'image/png', width: 10, height: 10 } }, { label: 'B' }],
    });
    const card = await t.app.container.questions.card(id);
    const image = await as(null).call('getChoiceImage', { params: { id: String(card!.choices[0]!.id) } });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    expect(await as(null).call('getChoiceImage', { params: { id: String(card!.choices[1]!.id) } })).toMatchObject(failure(404, 'notFound'));
  });
});

describe('one card and the top 10', () => {
  const getCard = (id: number | string, caller: Caller) => as(caller).call('getCard', { params: { id: String(id) } });
  const top10 = (langUiName: string) => as(member).call('getTop10', { query: { langUiName } });

  it('gives a card by id; a guest or a visitor only a public one; 404 and 400 for unknown and bad ids', async () => {
    const card = await getCard(multipleId, member);
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({ id: multipleId, text: 'Which fruits do you eat?', type: 'multiple' });
    expect(card.body.choices.map((c: { label: string }) => c.label)).toEqual(['Apples', 'Pears', 'Plums']);

    const privateId = await t.app.container.questions.create({ text: 'Members only?', choiceTypeKey: 'yes_no', languageId: 1, isPublic: false });
    const guest = await createGuest(t.app);
    expect((await getCard(scaleId, guest)).status).toBe(200);
    expect(await getCard(privateId, guest)).toMatchObject(failure(403, 'guestNotAllowed'));
    expect(await getCard(999999, member)).toMatchObject(failure(404, 'notFound'));
    expect(await getCard("1' OR 1=1", member)).toMatchObject(failure(400, 'badInput'));
    // A visitor without any session reads a public card (the page makes the guest only to answer).
    const visitor = await getCard(scaleId, null);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ id: scaleId });
    expect(await getCard(privateId, null)).toMatchObject(failure(403, 'guestNotAllowed'));
    // An empty header (a client's default cleared at sign-out) is a visitor too.
    for (const authorization of ['', '  ']) {
      expect((await t.app.inject({ method: 'GET', url: `/rest/widget/${scaleId}`, headers: { authorization } })).statusCode).toBe(200);
    }
    // Credentials that are sent must be valid.
    expect(await getCard(scaleId, 'garbage')).toMatchObject(failure(401, 'unauthorized'));
    expect(await getCard(scaleId, `${member.id}:${'x'.repeat(40)}`)).toMatchObject(failure(401, 'unauthorized'));
  });

  it('ranks the polls most answered in the last 30 days, with their results, in the asked language', async () => {
    const others = await Promise.all([1, 2, 3].map(() => createMember(t.app)));
    for (const who of others) {
      await saveAnswer(answer(multipleId, [1]), who);
    }
    await saveAnswer(answer(scaleId, [2]));
    // An old answer does not count towards the last 30 days.
    const old = await createMember(t.app);
    await saveAnswer(answer(scaleId, [3]), old);
    await t.database.db.update(answers).set({ answeredAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(answers.userId, old.id));

    const top = await top10('en');
    expect(top.status).toBe(200);
    expect(top.body.map((entry: { card: { id: number } }) => entry.card.id)).toEqual([multipleId, scaleId]);
    expect(top.body[0]!.stats).toMatchObject({ questionId: multipleId, total: 3 });
    expect(top.body[0]!.stats.choices[0]).toMatchObject({ value: 1, count: 3, percent: 100 });
    // Results count every answer, while the ranking looks at the last 30 days only.
    expect(top.body[1]!.stats.total).toBe(2);

    expect((await top10('ru')).body).toEqual([]);
    expect(await top10('xx')).toMatchObject(failure(400, 'unknownLanguage'));
    expect(await as(member).call('getTop10', { rawQuery: 'limit=5' })).toMatchObject(failure(400, 'badInput'));
  });
});

describe('the time an answer says it was given', () => {
  const day = 86_400_000;
  const storedTime = async (answerId: string) =>
    (await t.database.db.select({ answeredAt: answers.answeredAt }).from(answers).where(eq(answers.id, answerId)))[0]!.answeredAt.getTime();

  it('moves a claim from 1970 on a poll open for a year to 30 days ago (the batched path)', async () => {
    const pollId = await t.app.container.questions.create({ text: 'Open for a year?', choiceTypeKey: 'agree_scale', languageId: 1, dateStart: new Date(Date.now() - 365 * day) });
    const body = { ...answer(pollId, [3]), answeredAt: '1970-01-01T00:00:00Z' };
    const before = Date.now();
    expect((await saveAnswer(body)).status).toBe(200);
    const stored = await storedTime(body.answerId);
    expect(stored).toBeGreaterThanOrEqual(before - 30 * day);
    expect(stored).toBeLessThanOrEqual(Date.now() - 30 * day);
  });

  it('keeps the claim of an answer given offline yesterday', async () => {
    const pollId = await t.app.container.questions.create({ text: 'Since last week?', choiceTypeKey: 'agree_scale', languageId: 1, dateStart: new Date(Date.now() - 7 * day) });
    const yesterday = new Date(Date.now() - day).toISOString();
    const body = { ...answer(pollId, [3]), answeredAt: yesterday };
    expect((await saveAnswer(body)).status).toBe(200);
    expect(new Date(await storedTime(body.answerId)).toISOString()).toBe(yesterday);
  });

  it('moves a claim before the question opened to its opening (a quest question, answered one by one)', async () => {
    const questId = await t.app.container.quests.create({ type: 'standard', title: 'Tea habits', description: 'About tea', points: 10, languageId: 1 });
    const opened = new Date(Date.now() - 2 * day);
    const questionId = await t.app.container.questions.create({
      text: 'Do you drink tea?', choiceTypeKey: 'single', languageId: 1, questId, position: 0, isPublic: false, dateStart: opened,
      choices: [{ label: 'Yes' }, { label: 'No' }],
    });
    const body = { ...answer(questionId, [1]), answeredAt: '1970-01-01T00:00:00Z' };
    expect((await saveAnswer(body)).status).toBe(200);
    expect(await storedTime(body.answerId)).toBe(opened.getTime());
  });
});
