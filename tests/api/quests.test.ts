import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { choices, questParticipations, questions, users } from '../../server/db/schema/index';
import { createMember, type TestMember } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';

let t: TestApp;
let member: TestMember;
let questId: number;
let questionIds: number[];

/** A 3-question standard quest whose first question screens out choice 2. */
async function makeQuest(points = 50, overrides: { status?: 'active' | 'closed' } = {}) {
  const id = await t.app.container.quests.create({ type: 'standard', title: 'Shopping habits', description: 'About shopping', points, languageId: 1, ...overrides });
  const ids: number[] = [];
  for (const [position, text] of ['Do you shop online?', 'How often?', 'Are you satisfied?'].entries()) {
    ids.push(await t.app.container.questions.create({
      text, choiceTypeKey: 'single', languageId: 1, questId: id, position, isPublic: false, isScreening: position === 0,
      choices: [{ label: 'Yes' }, { label: 'No', disqualifies: position === 0 }],
    }));
  }
  return { id, ids };
}

/** Five earlier genuine completions of ten minutes each: the median a speedster is measured against. */
async function fiveTenMinuteCompletions() {
  for (let i = 0; i < 5; i++) {
    const earlier = await createMember(t.app);
    for (const id of questionIds) await answerTo(earlier, id, 1);
    await t.database.db.update(questParticipations)
      .set({ startedAt: new Date(Date.now() - 600_000), finishedAt: new Date() })
      .where(eq(questParticipations.userId, earlier.id));
  }
}

const { as } = contractClient(() => t.app);
const answerTo = (who: TestMember, questionId: number, value: number) =>
  as(who).call('saveAnswer', { body: { answerId: randomUUID(), questionId, choiceValues: [value] } });
const activeQuests = (id: number | string) => as(member).call('getActiveQuests', { params: { id: String(id) } });
const history = () => as(member).call('getLogDetails', { params: { id: String(member.id), LOCALE: 'en' } });

async function balance(who: TestMember) {
  const [row] = await t.database.db.select({ points: users.points }).from(users).where(eq(users.id, who.id));
  return row?.points;
}

beforeEach(async () => {
  t = await buildTestApp();
  member = await createMember(t.app);
  ({ id: questId, ids: questionIds } = await makeQuest());
});
afterEach(() => t.close());

describe('active quests', () => {
  it('lists the member\'s open quests with their fields, and drops them once finished', async () => {
    const list = await activeQuests(member.id);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ quest_id: questId, quest_type: 'standard', quest_title: 'Shopping habits', quest_description: 'About shopping', quest_points: 50, status: 'new', q_quest_id: null, estimatedMinutes: 5 }]);
    for (const id of questionIds) await answerTo(member, id, 1);
    const after = await activeQuests(member.id);
    expect(after.body).toEqual([]);
  });

  it('keeps a quest the member only opened new, and in progress once they answered one of its questions', async () => {
    expect((await as(member).call('getQuest', { params: { id: String(questId) } })).status).toBe(200);
    expect((await activeQuests(member.id)).body).toMatchObject([{ quest_id: questId, status: 'new' }]);
    await answerTo(member, questionIds[1]!, 1);
    expect((await activeQuests(member.id)).body).toMatchObject([{ quest_id: questId, status: 'started' }]);
  });

  it('answers 403 for another member\'s quests and 400 for a bad id', async () => {
    const other = await createMember(t.app);
    expect(await activeQuests(other.id)).toMatchObject(failure(403, 'forbidden'));
    expect(await activeQuests('abc')).toMatchObject(failure(400, 'badInput'));
  });
});

describe('quest outcomes', () => {
  it('completes with quest_points credited once and a history entry', async () => {
    const outcomes = [];
    for (const id of questionIds) outcomes.push((await answerTo(member, id, 1)).body);
    expect(outcomes.map((o) => o.questStatus)).toEqual(['started', 'started', 'completed']);
    expect(outcomes[2]!.questPointsCredited).toBe(50);
    expect(await balance(member)).toBe(50);
    expect((await history()).body.map((q: { status: string }) => q.status)).toEqual(['completed']);
    expect(await answerTo(member, questionIds[2]!, 2)).toMatchObject(failure(409, 'questFinished'));
    expect(await balance(member)).toBe(50);
  });

  it('screens out at once on a disqualifying answer, hides it from the history, and refuses further answers', async () => {
    const first = await answerTo(member, questionIds[0]!, 2);
    expect(first.body).toMatchObject({ questStatus: 'screenout', questPointsCredited: 0 });
    expect(await answerTo(member, questionIds[1]!, 1)).toMatchObject({ ...failure(409, 'questFinished'), body: { message: 'You have already finished this survey.' } });
    expect((await history()).body).toEqual([]);
    expect(await balance(member)).toBe(0);
  });

  it('refuses the answers sent together with the one that screens the member out, and keeps none of them', async () => {
    const sent = await Promise.all([answerTo(member, questionIds[0]!, 2), answerTo(member, questionIds[1]!, 1), answerTo(member, questionIds[2]!, 1)]);
    expect(sent[0]!.body).toMatchObject({ questStatus: 'screenout' });
    // Each of the others was either in before the screen-out (the run still going) or refused after it.
    for (const answer of sent.slice(1)) {
      if (answer.status === 200) expect(answer.body).toMatchObject({ questStatus: 'started' });
      else expect(answer).toMatchObject(failure(409, 'questFinished'));
    }
    const kept = (await as(member).call('getQuestAnswers', { params: { id: String(questId) } })).body;
    expect(kept.map((answer) => answer.questionId).sort()).toEqual(
      questionIds.filter((_id, index) => sent[index]!.status === 200).sort(),
    );
  });

  it('gives the consolation points to a member screened out after the first questions', async () => {
    const late = await makeQuest();
    // Move the screening question to the end of a fresh quest.
    await t.database.db.update(questions).set({ isScreening: false }).where(eq(questions.id, late.ids[0]!));
    await t.database.db.update(questions).set({ isScreening: true }).where(eq(questions.id, late.ids[2]!));
    await answerTo(member, late.ids[0]!, 1);
    await answerTo(member, late.ids[1]!, 1);
    const last = await answerTo(member, late.ids[2]!, 2);
    // Choice 2 of the moved question is not flagged, so this run completes normally.
    expect(last.body).toMatchObject({ questStatus: 'completed' });
    // Flag it and try with a new member.
    const other = await createMember(t.app);
    await t.database.db.update(choices).set({ disqualifies: true }).where(and(eq(choices.questionId, late.ids[2]!), eq(choices.value, 2)));
    await answerTo(other, late.ids[0]!, 1);
    await answerTo(other, late.ids[1]!, 1);
    const screened = await answerTo(other, late.ids[2]!, 2);
    expect(screened.body).toMatchObject({ questStatus: 'screenout', questPointsCredited: t.siteConfig.points.screenoutConsolation });
    expect(await balance(other)).toBe(t.siteConfig.points.screenoutConsolation);
  });

  it('counts toward the consolation only the questions placed before the screener, whatever the order they came in', async () => {
    await answerTo(member, questionIds[1]!, 1);
    await answerTo(member, questionIds[2]!, 1);
    const screened = await answerTo(member, questionIds[0]!, 2);
    expect(screened.body).toMatchObject({ questStatus: 'screenout', questPointsCredited: 0 });
    expect(await balance(member)).toBe(0);
  });

  it('flags a completion much faster than the median as speedster and withholds its points', async () => {
    await fiveTenMinuteCompletions();
    const outcomes = [];
    for (const id of questionIds) outcomes.push((await answerTo(member, id, 1)).body);
    expect(outcomes[2]).toMatchObject({ questStatus: 'speedster', questPointsCredited: 0 });
    expect(await balance(member)).toBe(0);
  });

  it('times a run from when the member opened the quest, so one answered offline and synced at once is not a speedster', async () => {
    await fiveTenMinuteCompletions();
    const opened = await as(member).call('getQuest', { params: { id: String(questId) } });
    expect(opened.status).toBe(200);
    // The member then answered offline for twelve minutes; the answers reach the server together.
    await t.database.db.update(questParticipations)
      .set({ startedAt: new Date(Date.now() - 720_000) })
      .where(and(eq(questParticipations.userId, member.id), eq(questParticipations.questId, questId)));
    const outcomes = [];
    for (const id of questionIds) outcomes.push((await answerTo(member, id, 1)).body);
    expect(outcomes[2]).toMatchObject({ questStatus: 'completed', questPointsCredited: 50 });
    expect(await balance(member)).toBe(50);
  });

  it('refuses answers to a quest for another language, stores nothing and credits nothing', async () => {
    const foreign = await t.app.container.quests.create({ type: 'standard', title: 'Покупки', description: 'О покупках', points: 50, languageId: 2 });
    const questionId = await t.app.container.questions.create({
      text: 'Вы покупаете онлайн?', choiceTypeKey: 'single', languageId: 2, questId: foreign, position: 0, isPublic: false, isScreening: false,
      choices: [{ label: 'Да' }, { label: 'Нет' }],
    });
    const refused = await answerTo(member, questionId, 1);
    expect(refused).toMatchObject(failure(403, 'forbidden'));
    expect(refused.body.message).toBe('This survey is not open to you.');
    expect(await t.database.db.select().from(questParticipations).where(eq(questParticipations.userId, member.id))).toEqual([]);
    expect(await balance(member)).toBe(0);
  });

  it('marks a survey answer in the member\'s log with its quest, so it is not counted as a poll', async () => {
    await answerTo(member, questionIds[0]!, 1);
    const log = await as(member).call('getUserLog', { params: { days: '7' } });
    const answers = log.body.filter((entry: { actionType: string }) => entry.actionType === 'answer');
    expect(answers.map((entry: { actionParams: Record<string, unknown> }) => entry.actionParams)).toEqual([{ questionId: questionIds[0], points: expect.any(Number), questId }]);
  });

  it('leaves the answers to a survey the member was screened out of out of their log, and keeps them in their export', async () => {
    const completed = await makeQuest();
    for (const id of completed.ids) await answerTo(member, id, 1);
    // Screened out at the last question, after answering the first two.
    await t.database.db.update(questions).set({ isScreening: false }).where(eq(questions.id, questionIds[0]!));
    await t.database.db.update(questions).set({ isScreening: true }).where(eq(questions.id, questionIds[2]!));
    await t.database.db.update(choices).set({ disqualifies: true }).where(and(eq(choices.questionId, questionIds[2]!), eq(choices.value, 2)));
    await answerTo(member, questionIds[0]!, 1);
    await answerTo(member, questionIds[1]!, 1);
    expect((await answerTo(member, questionIds[2]!, 2)).body).toMatchObject({ questStatus: 'screenout' });

    const log = await as(member).call('getUserLog', { params: { days: '7' } });
    expect(log.status).toBe(200);
    const answered = (entries: { actionType: string; actionParams: Record<string, unknown> }[]) =>
      entries.filter((entry) => entry.actionType === 'answer').map((entry) => [entry.actionParams.questId, entry.actionParams.questionId]);
    expect(answered(log.body)).toEqual(completed.ids.map((id) => [completed.id, id]).reverse());

    const exported = JSON.parse((await as(member).call('exportUserData', { params: { id: String(member.id) } })).rawPayload.toString('utf8'));
    expect(answered(exported.log)).toEqual([...completed.ids.map((id) => [completed.id, id]), ...questionIds.map((id) => [questId, id])]);
  });

  it('refuses answers to a closed quest', async () => {
    const closed = await makeQuest(10, { status: 'closed' });
    expect(await answerTo(member, closed.ids[0]!, 1)).toMatchObject(failure(409, 'questionClosed'));
  });
});
