import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGuest, createMember, type TestMember } from '../factories/users';
import { buildTestApp, call, type TestApp } from '../helper';

let t: TestApp;
let member: TestMember;

async function makeQuest(overrides: Partial<{ languageId: number; panelSegment: string | null; status: 'draft' | 'active' | 'closed'; dateStart: Date }> = {}) {
  const id = await t.app.container.quests.create({ type: 'short', title: 'Coffee', description: 'How you take it', points: 20, estimatedMinutes: 3, languageId: 1, ...overrides });
  const publicQuestion = await t.app.container.questions.create({ text: 'Tea?', choiceTypeKey: 'single', languageId: 1, questId: id, position: 1, isPublic: true, choices: [{ label: 'Yes' }, { label: 'No' }] });
  const memberQuestion = await t.app.container.questions.create({ text: 'Coffee?', choiceTypeKey: 'single', languageId: 1, questId: id, position: 0, isPublic: false, choices: [{ label: 'Yes' }, { label: 'No' }] });
  return { id, publicQuestion, memberQuestion };
}

const get = (url: string, who?: TestMember) => call(t.app, { method: 'GET', url, headers: who ? { authorization: who.authorization } : {} });
/** Answers through the card's call, which guests may use too. */
const answer = (who: TestMember, questionId: number) =>
  call(t.app, { method: 'POST', url: `/rest/widget/${questionId}/answer`, headers: { authorization: who.authorization }, payload: { answerId: randomUUID(), questionId, choiceValues: [1] } });

beforeEach(async () => {
  t = await buildTestApp({ siteConfig: { proposeQuestionEnabled: true } });
  member = await createMember(t.app, { panelSegment: 'students' });
});
afterEach(() => t.close());

describe('one access rule for a quest\'s questions, whatever route reads them', () => {
  it('a quest of another segment: the runner, the live survey, the card, the statistics and answering all refuse it', async () => {
    const { id, publicQuestion, memberQuestion } = await makeQuest({ panelSegment: 'retired' });
    const guest = await createGuest(t.app);
    expect((await get(`/rest/quest/${id}`, member)).status).toBe(403);
    for (const who of [member, guest]) {
      const next = await get(`/rest/widget/next/${id}?isLiveSurvey=true`, who);
      expect(next.status).toBe(403);
      expect(next.body.code).toBe(102);
    }
    for (const questionId of [publicQuestion, memberQuestion]) {
      expect((await get(`/rest/widget/${questionId}`, member)).status).toBe(403);
      expect((await get(`/rest/widget/${questionId}`, guest)).status).toBe(403);
      expect((await get(`/rest/widget/${questionId}/stats`, member)).status).toBe(403);
      expect((await get(`/rest/widget/${questionId}/stats`)).status).toBe(403);
      expect((await answer(member, questionId)).status).toBe(403);
    }
  });

  it('a quest not open yet: 404 from every route', async () => {
    const { id, publicQuestion } = await makeQuest({ dateStart: new Date(Date.now() + 86_400_000) });
    const guest = await createGuest(t.app);
    expect((await get(`/rest/quest/${id}`, member)).status).toBe(404);
    expect((await get(`/rest/widget/next/${id}?isLiveSurvey=true`, member)).status).toBe(404);
    expect((await get(`/rest/widget/next/${id}?isLiveSurvey=true`, guest)).status).toBe(404);
    expect((await get(`/rest/widget/${publicQuestion}`, member)).status).toBe(404);
    expect((await get(`/rest/widget/${publicQuestion}/stats`)).status).toBe(404);
  });

  it('a live survey shows a guest its public questions only, and a member all of them', async () => {
    const { id, publicQuestion, memberQuestion } = await makeQuest();
    const guest = await createGuest(t.app);
    expect((await get(`/rest/widget/next/${id}?isLiveSurvey=true`, member)).body.id).toBe(memberQuestion);
    expect((await get(`/rest/widget/next/${id}?isLiveSurvey=true`, guest)).body.id).toBe(publicQuestion);
    expect((await get(`/rest/widget/${memberQuestion}`, guest)).body.code).toBe(108);
    expect((await get(`/rest/widget/${memberQuestion}/stats`, guest)).body.code).toBe(108);
    expect((await answer(guest, memberQuestion)).body.code).toBe(108);
    expect((await answer(guest, publicQuestion)).status).toBe(200);
    expect((await get(`/rest/widget/next/${id}?isLiveSurvey=true`, guest)).body).toBeNull();
  });

  it('a future poll is hidden, and a members\' poll\'s statistics are not a visitor\'s', async () => {
    const later = await t.app.container.questions.create({ text: 'Soon?', choiceTypeKey: 'single', languageId: 1, dateStart: new Date(Date.now() + 86_400_000), choices: [{ label: 'A' }, { label: 'B' }] });
    expect((await get(`/rest/widget/${later}`, member)).status).toBe(404);
    expect((await get(`/rest/widget/${later}/stats`, member)).status).toBe(404);
    const membersOnly = await t.app.container.questions.create({ text: 'Members?', choiceTypeKey: 'single', languageId: 1, isPublic: false, choices: [{ label: 'A' }, { label: 'B' }] });
    expect((await get(`/rest/widget/${membersOnly}/stats`)).body.code).toBe(108);
    expect((await get(`/rest/widget/${membersOnly}/stats`, member)).status).toBe(200);
  });
});

describe('a pending proposal\'s statistics', () => {
  it('are its proposer\'s only, like its card', async () => {
    const propose = await call(t.app, {
      method: 'POST', url: '/rest/widget/propose/', headers: { authorization: member.authorization },
      payload: { text: 'Is tea better than coffee?', choiceTypeId: null, questionType: null, choices: [{ label: 'Yes', value: 1 }, { label: 'No', value: 2 }] },
    });
    expect(propose.status).toBe(200);
    const questionId = propose.body.questionId as number;
    const other = await createMember(t.app);
    const guest = await createGuest(t.app);
    for (const who of [undefined, other, guest]) {
      expect((await get(`/rest/widget/${questionId}`, who)).status).toBe(404);
      const stats = await get(`/rest/widget/${questionId}/stats?withGender=true`, who);
      expect(stats.status).toBe(404);
      expect(stats.body.code).toBe(103);
    }
    expect((await get(`/rest/widget/${questionId}/stats`, member)).status).toBe(200);
  });
});
