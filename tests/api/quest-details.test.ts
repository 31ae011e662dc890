import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quests } from '../../server/db/schema/index';
import { createGuest, createMember, type TestMember } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';

let t: TestApp;
let member: TestMember;

/** A quest whose questions are created out of order, to prove the runner gets them by position. */
async function makeQuest(overrides: Partial<{ languageId: number; panelSegment: string | null; status: 'draft' | 'active' | 'closed'; dateStart: Date }> = {}) {
  const id = await t.app.container.quests.create({
    type: 'short', title: 'Coffee', description: 'How you take it', points: 20, estimatedMinutes: 3, languageId: 1, ...overrides,
  });
  const second = await t.app.container.questions.create({ text: 'How many cups?', choiceTypeKey: 'single', languageId: 1, questId: id, position: 1, isPublic: false, choices: [{ label: 'One' }, { label: 'Two' }] });
  const first = await t.app.container.questions.create({
    text: 'Do you drink coffee?', choiceTypeKey: 'single', languageId: 1, questId: id, position: 0, isPublic: false, isScreening: true,
    choices: [{ label: 'Yes' }, { label: 'No', disqualifies: true }],
  });
  return { id, questionIds: [first, second] };
}

const { as } = contractClient(() => t.app);
const getQuest = (who: TestMember | null, id: number | string) => as(who).call('getQuest', { params: { id: String(id) } });
const answer = (who: TestMember, questionId: number, value: number) =>
  as(who).call('saveAnswer', { body: { answerId: randomUUID(), questionId, choiceValues: [value] } });
const activeQuests = (who: TestMember) => as(who).call('getActiveQuests', { params: { id: String(who.id) } });

beforeEach(async () => {
  t = await buildTestApp();
  member = await createMember(t.app);
});
afterEach(() => t.close());

describe('GET quest/{id}', () => {
  it('gives the quest with its questions in order, estimated minutes, points and the member\'s status', async () => {
    const { id, questionIds } = await makeQuest();
    const { status, body } = await getQuest(member, id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      quest_id: id, quest_type: 'short', quest_title: 'Coffee', quest_description: 'How you take it', quest_points: 20,
      status: 'new', q_quest_id: null, estimatedMinutes: 3, pointsAwarded: 0,
    });
    expect(body.questions.map((q: { id: number }) => q.id)).toEqual(questionIds);
    expect(body.questions[0]!.choices.map((c: { label: string; value: number }) => [c.label, c.value])).toEqual([['Yes', 1], ['No', 2]]);
    // Which choice disqualifies stays on the server.
    expect(JSON.stringify(body)).not.toContain('disqualif');
  });

  it('follows the member\'s run: started, then completed with the points awarded', async () => {
    const { id, questionIds } = await makeQuest();
    await answer(member, questionIds[0]!, 1);
    expect((await getQuest(member, id)).body).toMatchObject({ status: 'started', pointsAwarded: 0 });
    await answer(member, questionIds[1]!, 1);
    expect((await getQuest(member, id)).body).toMatchObject({ status: 'completed', pointsAwarded: 20 });
  });

  it('offers no more questions of a live survey once the member is screened out (their answers would be refused)', async () => {
    const { id, questionIds } = await makeQuest();
    const nextOf = () => as(member).call('getNextQuestion', { params: { id: String(id) }, query: { isLiveSurvey: 'true' } });
    expect((await nextOf()).body?.id).toBe(questionIds[0]);
    expect((await answer(member, questionIds[0]!, 2)).body).toMatchObject({ questStatus: 'screenout' });
    expect(await nextOf()).toMatchObject({ status: 200, body: null });
  });

  it('still shows a screen-out to its member after the quest closed', async () => {
    const { id, questionIds } = await makeQuest();
    await answer(member, questionIds[0]!, 2);
    await t.database.db.update(quests).set({ status: 'closed' }).where(eq(quests.id, id));
    expect((await getQuest(member, id)).body).toMatchObject({ status: 'screenout', pointsAwarded: 0 });
  });

  it('answers 404 for an unknown quest and for a quest that is not open', async () => {
    expect(await getQuest(member, 4242)).toMatchObject(failure(404, 'notFound'));
    for (const overrides of [{ status: 'closed' as const }, { status: 'draft' as const }, { dateStart: new Date(Date.now() + 86_400_000) }]) {
      const { id } = await makeQuest(overrides);
      const refused = await getQuest(member, id);
      expect(refused).toMatchObject(failure(404, 'notFound'));
      expect(refused.body).toMatchObject({ message: 'This survey is not open.' });
    }
  });

  it('answers 404 for a started run of a quest that closed since', async () => {
    const { id, questionIds } = await makeQuest();
    await answer(member, questionIds[0]!, 1);
    await t.database.db.update(quests).set({ status: 'closed' }).where(eq(quests.id, id));
    expect(await getQuest(member, id)).toMatchObject(failure(404, 'notFound'));
  });

  it('answers 403 for a quest of another language or segment, and lists it nowhere for the member', async () => {
    const foreign = await makeQuest({ languageId: 2 });
    const segmented = await makeQuest({ panelSegment: 'students' });
    for (const { id } of [foreign, segmented]) {
      const refused = await getQuest(member, id);
      expect(refused).toMatchObject(failure(403, 'forbidden'));
      expect(refused.body).toMatchObject({ message: 'This survey is not open to you.' });
    }
    const list = await activeQuests(member);
    expect(list.body).toEqual([]);
    const student = await createMember(t.app, { panelSegment: 'students' });
    expect((await getQuest(student, segmented.id)).status).toBe(200);
    const listed = await activeQuests(student);
    expect(listed.body.map((quest: { quest_id: number }) => quest.quest_id)).toEqual([segmented.id]);
  });

  it('needs a signed-in member: 401 without credentials, 403 for a guest', async () => {
    const { id } = await makeQuest();
    expect(await getQuest(null, id)).toMatchObject(failure(401, 'unauthorized'));
    expect(await getQuest(await createGuest(t.app), id)).toMatchObject(failure(403, 'guestNotAllowed'));
  });

  it.each(['0', 'abc', '-1', '1.5', '99999999999', "1'%20OR%20'1'='1", '9999999999'])('answers a clear 4xx for the id %s, never a 500', async (id) => {
    const { status, body } = await getQuest(member, id);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
  });
});

describe('GET quest/{id}/answer', () => {
  const questAnswers = (who: TestMember, id: number) => as(who).call('getQuestAnswers', { params: { id: String(id) } });

  it('answers 404 with GET quest/{id}\'s message for an unknown quest', async () => {
    const unknown = await questAnswers(member, 4242);
    expect(unknown).toMatchObject(failure(404, 'notFound'));
    expect(unknown.body.message).toBe((await getQuest(member, 4242)).body.message);
    expect(unknown.body).toMatchObject({ message: 'No such survey.' });
  });

  it('gives the member\'s answers in the quest\'s question order, still after the quest closed', async () => {
    const { id, questionIds } = await makeQuest();
    // Answered last question first: the answer follows the quest's order, not the answers'.
    await answer(member, questionIds[1]!, 2);
    await answer(member, questionIds[0]!, 1);
    const expected = [{ questionId: questionIds[0], choiceValues: [1] }, { questionId: questionIds[1], choiceValues: [2] }];
    expect(await questAnswers(member, id)).toMatchObject({ status: 200, body: expected });
    await t.database.db.update(quests).set({ status: 'closed' }).where(eq(quests.id, id));
    expect(await questAnswers(member, id)).toMatchObject({ status: 200, body: expected });
  });

  it('refuses as GET quest/{id} does: a quest not open yet or closed on a started run (404), another language or segment (403)', async () => {
    const later = await makeQuest({ dateStart: new Date(Date.now() + 86_400_000) });
    const closedOnRun = await makeQuest();
    await answer(member, closedOnRun.questionIds[0]!, 1);
    await t.database.db.update(quests).set({ status: 'closed' }).where(eq(quests.id, closedOnRun.id));
    for (const { id } of [later, closedOnRun, await makeQuest({ languageId: 2 }), await makeQuest({ panelSegment: 'students' })]) {
      const quest = await getQuest(member, id);
      expect(quest.status).toBeGreaterThanOrEqual(400);
      expect(await questAnswers(member, id)).toMatchObject({ status: quest.status, body: { code: quest.body.code, message: quest.body.message } });
    }
  });

  it('answers [] for an existing quest the member has not answered', async () => {
    const { id, questionIds } = await makeQuest();
    await answer(await createMember(t.app), questionIds[0]!, 1);
    expect(await questAnswers(member, id)).toMatchObject({ status: 200, body: [] });
  });
});
