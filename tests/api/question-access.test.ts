import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { questions } from '../../server/db/schema/index';
import { createGuest, createMember, type TestMember } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';

let t: TestApp;
let member: TestMember;

async function makeQuest(overrides: Partial<{ languageId: number; panelSegment: string | null; status: 'draft' | 'active' | 'closed'; dateStart: Date }> = {}) {
  const id = await t.app.container.quests.create({ type: 'short', title: 'Coffee', description: 'How you take it', points: 20, estimatedMinutes: 3, languageId: 1, ...overrides });
  const publicQuestion = await t.app.container.questions.create({ text: 'Tea?', choiceTypeKey: 'single', languageId: 1, questId: id, position: 1, isPublic: true, choices: [{ label: 'Yes' }, { label: 'No' }] });
  const memberQuestion = await t.app.container.questions.create({ text: 'Coffee?', choiceTypeKey: 'single', languageId: 1, questId: id, position: 0, isPublic: false, choices: [{ label: 'Yes' }, { label: 'No' }] });
  return { id, publicQuestion, memberQuestion };
}

const { as } = contractClient(() => t.app);
const idParams = (id: number) => ({ params: { id: String(id) } });
const quest = (id: number, who?: TestMember) => as(who).call('getQuest', idParams(id));
const liveSurvey = (questId: number, who?: TestMember) => as(who).call('getNextQuestion', { ...idParams(questId), query: { isLiveSurvey: 'true' } });
const card = (id: number, who?: TestMember) => as(who).call('getCard', idParams(id));
const stats = (id: number, who?: TestMember) => as(who).call('getStats', idParams(id));
/** Answers through the card's call, which guests may use too. */
const answer = (who: TestMember, questionId: number) =>
  as(who).call('saveWidgetAnswer', { ...idParams(questionId), body: { answerId: randomUUID(), questionId, choiceValues: [1] } });

beforeEach(async () => {
  t = await buildTestApp({ siteConfig: { proposeQuestionEnabled: true } });
  member = await createMember(t.app, { panelSegment: 'students' });
});
afterEach(() => t.close());

describe('one access rule for a quest\'s questions, whatever route reads them', () => {
  it('a quest of another segment: the runner, the live survey, the card, the statistics and answering all refuse it', async () => {
    const { id, publicQuestion, memberQuestion } = await makeQuest({ panelSegment: 'retired' });
    const guest = await createGuest(t.app);
    expect(await quest(id, member)).toMatchObject(failure(403, 'forbidden'));
    for (const who of [member, guest]) {
      expect(await liveSurvey(id, who)).toMatchObject(failure(403, 'forbidden'));
    }
    for (const questionId of [publicQuestion, memberQuestion]) {
      expect(await card(questionId, member)).toMatchObject(failure(403, 'forbidden'));
      expect(await card(questionId, guest)).toMatchObject(failure(403, 'forbidden'));
      expect(await stats(questionId, member)).toMatchObject(failure(403, 'forbidden'));
      expect(await stats(questionId)).toMatchObject(failure(403, 'forbidden'));
      expect(await answer(member, questionId)).toMatchObject(failure(403, 'forbidden'));
    }
  });

  it('a quest not open yet: 404 from every route', async () => {
    const { id, publicQuestion } = await makeQuest({ dateStart: new Date(Date.now() + 86_400_000) });
    const guest = await createGuest(t.app);
    expect(await quest(id, member)).toMatchObject(failure(404, 'notFound'));
    expect(await liveSurvey(id, member)).toMatchObject(failure(404, 'notFound'));
    expect(await liveSurvey(id, guest)).toMatchObject(failure(404, 'notFound'));
    expect(await card(publicQuestion, member)).toMatchObject(failure(404, 'notFound'));
    expect(await stats(publicQuestion)).toMatchObject(failure(404, 'notFound'));
    // Answering says the same: not there yet, rather than closed.
    for (const who of [member, guest]) expect(await answer(who, publicQuestion)).toMatchObject({ ...failure(404, 'notFound'), body: { message: 'This question is not open.' } });
  });

  it('a live survey shows a guest its public questions only, and a member all of them', async () => {
    const { id, publicQuestion, memberQuestion } = await makeQuest();
    const guest = await createGuest(t.app);
    expect((await liveSurvey(id, member)).body?.id).toBe(memberQuestion);
    expect((await liveSurvey(id, guest)).body?.id).toBe(publicQuestion);
    expect(await card(memberQuestion, guest)).toMatchObject(failure(403, 'guestNotAllowed'));
    expect(await stats(memberQuestion, guest)).toMatchObject(failure(403, 'guestNotAllowed'));
    expect(await answer(guest, memberQuestion)).toMatchObject(failure(403, 'guestNotAllowed'));
    expect((await answer(guest, publicQuestion)).status).toBe(200);
    // The guest's part is done, the members' part is not: not "every question answered".
    expect(await liveSurvey(id, guest)).toMatchObject(failure(403, 'guestNotAllowed'));
  });

  it('a live survey of members\' questions only tells a guest to register, without starting anything', async () => {
    const id = await t.app.container.quests.create({ type: 'short', title: 'Members', description: '', points: 20, estimatedMinutes: 3, languageId: 1 });
    await t.app.container.questions.create({ text: 'Coffee?', choiceTypeKey: 'single', languageId: 1, questId: id, position: 0, isPublic: false, choices: [{ label: 'Yes' }, { label: 'No' }] });
    const guest = await createGuest(t.app);
    expect(await liveSurvey(id, guest)).toMatchObject(failure(403, 'guestNotAllowed'));
    expect(await t.app.container.quests.participation(guest.id, id)).toBeUndefined();
  });

  it('a live survey whose questions are all public is done for a guest who answered them', async () => {
    const id = await t.app.container.quests.create({ type: 'short', title: 'Open', description: '', points: 20, estimatedMinutes: 3, languageId: 1 });
    const only = await t.app.container.questions.create({ text: 'Tea?', choiceTypeKey: 'single', languageId: 1, questId: id, position: 0, isPublic: true, choices: [{ label: 'Yes' }, { label: 'No' }] });
    const guest = await createGuest(t.app);
    expect((await liveSurvey(id, guest)).body?.id).toBe(only);
    expect((await answer(guest, only)).status).toBe(200);
    expect(await liveSurvey(id, guest)).toMatchObject({ status: 200, body: null });
  });

  it('a future poll is hidden, and a members\' poll\'s statistics are not a visitor\'s', async () => {
    const later = await t.app.container.questions.create({ text: 'Soon?', choiceTypeKey: 'single', languageId: 1, dateStart: new Date(Date.now() + 86_400_000), choices: [{ label: 'A' }, { label: 'B' }] });
    expect(await card(later, member)).toMatchObject(failure(404, 'notFound'));
    expect(await stats(later, member)).toMatchObject(failure(404, 'notFound'));
    // Answering it says no more: not there yet, not "closed".
    const guest = await createGuest(t.app);
    for (const who of [member, guest]) expect(await answer(who, later)).toMatchObject({ ...failure(404, 'notFound'), body: { message: 'This question is not open.' } });
    const viaFeed = await as(member).call('saveAnswer', { body: { answerId: randomUUID(), questionId: later, choiceValues: [1] } });
    expect(viaFeed).toMatchObject({ ...failure(404, 'notFound'), body: { message: 'This question is not open.' } });
    const membersOnly = await t.app.container.questions.create({ text: 'Members?', choiceTypeKey: 'single', languageId: 1, isPublic: false, choices: [{ label: 'A' }, { label: 'B' }] });
    expect(await stats(membersOnly)).toMatchObject(failure(403, 'guestNotAllowed'));
    expect((await stats(membersOnly, member)).status).toBe(200);
  });
});

describe('a pending proposal\'s statistics', () => {
  it('are its proposer\'s only, like its card', async () => {
    const propose = await as(member).call('proposeQuestion', {
      body: { text: 'Is tea better than coffee?', choiceTypeId: null, questionType: null, choices: [{ label: 'Yes', value: 1 }, { label: 'No', value: 2 }] },
    });
    expect(propose.status).toBe(200);
    const questionId = propose.body.questionId;
    const other = await createMember(t.app);
    const guest = await createGuest(t.app);
    for (const who of [undefined, other, guest]) {
      expect(await card(questionId, who)).toMatchObject(failure(404, 'notFound'));
      expect(await as(who).call('getStats', { ...idParams(questionId), query: { withGender: 'true' } })).toMatchObject(failure(404, 'notFound'));
    }
    expect((await stats(questionId, member)).status).toBe(200);
  });
});

describe('feed polls in the feed and the top 10, by the same rule', () => {
  const poll = (text: string, isPublic: boolean, minutesAgo: number) => t.app.container.questions.create({
    text, choiceTypeKey: 'single', languageId: 1, isPublic, dateStart: new Date(Date.now() - minutesAgo * 60_000), choices: [{ label: 'Yes' }, { label: 'No' }],
  });
  const next = (who: TestMember) => as(who).call('getNextQuestion', idParams(who.id));
  const top10 = (who: TestMember) => as(who).call('getTop10');
  const top10Ids = async (who: TestMember) => (await top10(who)).body.map((entry: { card: { id: number } }) => entry.card.id);

  it('offers a guest the next public poll only, never a members-only one', async () => {
    const membersOnly = await poll('Members only?', false, 10);
    const open = await poll('Everyone?', true, 5);
    const guest = await createGuest(t.app);
    expect((await next(guest)).body).toMatchObject({ id: open });
    expect((await answer(guest, open)).status).toBe(200);
    expect((await next(guest)).body).toBeNull();
    expect((await next(member)).body).toMatchObject({ id: membersOnly });
  });

  it('keeps the top 10 for members: a guest is refused as on the other members\' routes', async () => {
    const membersOnly = await poll('Members only?', false, 10);
    expect((await answer(member, membersOnly)).status).toBe(200);
    const refused = await top10(await createGuest(t.app));
    expect(refused).toMatchObject(failure(403, 'guestNotAllowed'));
    expect(refused.body.message).toBe('Please register or sign in to do this.');
    expect(await top10Ids(member)).toEqual([membersOnly]);
  });

  it('leaves out of a member\'s top 10 the polls they could not open: another\'s stand-by proposal, a poll not started', async () => {
    const propose = await as(member).call('proposeQuestion', {
      body: { text: 'Is tea better than coffee?', choiceTypeId: null, questionType: null, choices: [{ label: 'Yes', value: 1 }, { label: 'No', value: 2 }] },
    });
    const proposed = propose.body.questionId;
    // Opened while still stand-by: its proposer answers it, nobody else may open it.
    await t.app.container.questions.openNow(proposed);
    expect((await answer(member, proposed)).status).toBe(200);
    const later = await poll('Later?', true, 10);
    expect((await answer(member, later)).status).toBe(200);
    await t.database.db.update(questions).set({ dateStart: new Date(Date.now() + 86_400_000) }).where(eq(questions.id, later));
    await t.app.container.cache.settle();

    const other = await createMember(t.app);
    expect(await card(proposed, other)).toMatchObject(failure(404, 'notFound'));
    expect(await card(later, other)).toMatchObject(failure(404, 'notFound'));
    expect(await top10Ids(other)).toEqual([]);
    expect(await top10Ids(member)).toEqual([proposed]);
  });
});
