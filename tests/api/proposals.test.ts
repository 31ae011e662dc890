import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { choiceTypes, proposedQuestions, questions } from '../../server/db/schema/index';
import { PROPOSALS_PER_DAY } from '../../server/core/services/proposals-service';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';
import { ErrorCode } from '@contract/schemas/errors';
import { eachTestWithMember } from '../factories/member-app';
import { badCredentials } from '../factories/credentials';
import { snapshotTables } from '../factories/snapshot';
import { createGuest, createMember, type TestMember } from '../factories/users';

/** Tables proposing can change: a refused proposal must leave all of them as they were. */
const proposalTables = ['proposed_questions', 'questions', 'user_log'] as const;

let t: TestApp;
let member: TestMember;
eachTestWithMember((app, created) => ([t, member] = [app, created]), () => t);

const choices = (...labels: string[]) => labels.map((label, index) => ({ label, value: index + 1 }));
const customProposal = (overrides: Record<string, unknown> = {}) => ({ text: 'Tea or coffee?', choiceTypeId: null, questionType: 'vertical_buttons', choices: choices('Tea', 'Coffee', 'Neither'), ...overrides });

const { as } = contractClient(() => t.app);
/** Sends the proposal as raw JSON: most proposals here are ones the contract's types refuse. */
const propose = (payload: unknown, authorization: string | null = member.authorization, remoteAddress?: string) =>
  as(authorization).call('proposeQuestion', { rawBody: typeof payload === 'string' ? payload : JSON.stringify(payload), remoteAddress });
/** From the machine itself, which the per-minute route limit lets through: the daily quota alone answers. */
const OWN_MACHINE = '127.0.0.1';
const list = (authorization: string | null = member.authorization) => as(authorization).call('getProposedQuestions');
const answer = (who: TestMember, questionId: number, value: number) =>
  as(who).call('saveAnswer', { body: { answerId: crypto.randomUUID(), questionId, choiceValues: [value] } });

/** The id of a default scale by its key, as GET widget/defaultChoiceTypes lists it in English. */
async function choiceTypeId(label: string): Promise<number> {
  const { body } = await as(null).call('getDefaultChoiceTypes', { params: { langId: '1' } });
  return body.find((type) => type.choice_type_translated === label)!.choice_type_id;
}

/** The id of a choice type by its key, listed or not. */
async function choiceTypeIdByKey(key: string): Promise<number> {
  const [row] = await t.app.container.db.select({ id: choiceTypes.id }).from(choiceTypes).where(eq(choiceTypes.key, key));
  return row!.id;
}

describe('POST widget/propose/', () => {
  it('stores custom choices stand-by, with a log entry, and lists them', async () => {
    const { status, body } = await propose(customProposal({ text: '  Tea or coffee?  ', choices: choices(' Tea ', 'Coffee', 'Neither') }));
    expect(status).toBe(200);
    const [row] = await t.app.container.db.select().from(proposedQuestions).where(eq(proposedQuestions.userId, member.id));
    expect(row).toMatchObject({ userId: member.id, text: 'Tea or coffee?', choiceTypeId: null, questionType: 'vertical_buttons', status: 0, questionId: body.questionId, choices: choices('Tea', 'Coffee', 'Neither') });
    expect(await t.app.container.userLog.since(member.id, 1)).toMatchObject([{ actionType: 'question_proposed', actionDetails: 'Tea or coffee?', actionParams: { proposalId: row!.id, questionId: body.questionId } }]);
    // Its question exists from the start, closed: in no feed, and answering it is refused.
    const [question] = await t.app.container.db.select().from(questions);
    expect(question).toMatchObject({ id: body.questionId, text: 'Tea or coffee?', proposedQuestionId: row!.id, topicName: 'user_generated', isPublic: false });
    expect(t.app.container.questions.isOpenNow(question!)).toBe(false);
    expect(await answer(member, body.questionId, 1)).toMatchObject(failure(409, 'questionClosed'));
  });

  it('shows a stand-by proposal\'s card to its proposer only', async () => {
    const { body } = await propose(customProposal());
    const other = await createMember(t.app);
    const card = (authorization: string | null) => as(authorization).call('getCard', { params: { id: String(body.questionId) } });
    expect((await card(member.authorization)).status).toBe(200);
    expect((await card(member.authorization)).body).toMatchObject({ id: body.questionId, text: 'Tea or coffee?', topicName: 'user_generated' });
    expect(await card(other.authorization)).toMatchObject(failure(404, 'notFound'));
    expect(await card(null)).toMatchObject(failure(404, 'notFound'));
    // The member's answer to it follows the same rule.
    const selected = (who: TestMember) => as(who).call('getWidgetAnswer', { params: { id: String(body.questionId) } });
    expect(await selected(member)).toMatchObject({ status: 200, body: [] });
    expect(await selected(other)).toMatchObject(failure(404, 'notFound'));
  });

  it('takes every scale GET widget/defaultChoiceTypes lists, in each language', async () => {
    for (const langId of ['1', '2']) {
      const { body: types } = await as(null).call('getDefaultChoiceTypes', { params: { langId } });
      expect(types.length).toBeGreaterThan(0);
      for (const type of types) {
        const sent = await propose({ text: `Scale ${type.choice_type_id} in ${langId}?`, choiceTypeId: type.choice_type_id, questionType: null, choices: null });
        expect(sent.status, type.choice_type_translated).toBe(200);
      }
    }
  });

  it('stores a five-point scale as classic and yes/no as vertical buttons', async () => {
    const agree = await choiceTypeId('Agreement scale (5 points)');
    const yesNo = await choiceTypeId('Yes / No');
    expect((await propose({ text: 'Is the city clean?', choiceTypeId: agree, questionType: 'classic', choices: null })).status).toBe(200);
    expect((await propose({ text: 'Do you cycle?', choiceTypeId: yesNo, questionType: null, choices: null })).status).toBe(200);
    // The type sent is not what decides: the scale is.
    expect((await propose({ text: 'Is the park clean?', choiceTypeId: agree, questionType: 'vertical_buttons', choices: null })).status).toBe(200);
    expect((await propose({ text: 'Do you swim?', choiceTypeId: yesNo })).status).toBe(200);
    const rows = await t.app.container.db.select().from(proposedQuestions).orderBy(proposedQuestions.id);
    expect(rows.map((row) => [row.choiceTypeId, row.questionType, row.choices])).toEqual([
      [agree, 'classic', null], [yesNo, 'vertical_buttons', null], [agree, 'classic', null], [yesNo, 'vertical_buttons', null],
    ]);
  });

  const invalid: [string, () => Promise<Record<string, unknown>>, string][] = [
    ['an empty text', async () => customProposal({ text: '   ' }), 'The question text is empty, please add text!'],
    ['no format', async () => customProposal({ choices: null }), 'The question scale is not chosen!'],
    ['an empty choice', async () => customProposal({ choices: choices('Tea', '') }), 'At least one choice text is empty, please add text!'],
    ['9 choices', async () => customProposal({ choices: choices(...'abcdefghi') }), 'You have reached the maximum number of choices'],
    ['1 choice', async () => customProposal({ choices: choices('Tea') }), 'Please add at least 2 choices!'],
    ['a text of 501 characters', async () => customProposal({ text: 'x'.repeat(501) }), 'The question text is too long!'],
    ['a choice of 151 characters', async () => customProposal({ choices: choices('Tea', 'x'.repeat(151)) }), 'At least one choice text is too long!'],
    ['a type without default choices', async () => customProposal({ choiceTypeId: await choiceTypeIdByKey('multiple'), choices: null, questionType: null }), 'Choice type is not found!'],
    ['an unknown type', async () => customProposal({ choiceTypeId: 9999, choices: null, questionType: null }), 'Choice type is not found!'],
    ['an unknown question type', async () => customProposal({ questionType: 'slider' }), 'The question scale is not supported!'],
    ['no format sent at all', async () => ({ text: 'Tea or coffee?' }), 'The question scale is not chosen!'],
    ['a format of 0', async () => customProposal({ choiceTypeId: 0, choices: null }), 'The question scale is not chosen!'],
    ['no text sent at all', async () => ({ choiceTypeId: null, choices: choices('Tea', 'Coffee') }), 'The question text is empty, please add text!'],
    ['a bidirectional override in the text', async () => customProposal({ text: 'Tea \u202Eor coffee?' }), 'The question text contains characters that are not allowed!'],
    ['a control character in a choice', async () => customProposal({ choices: choices('Tea', 'Cof\u0007fee') }), 'At least one choice text contains characters that are not allowed!'],
    ['two equal choices', async () => customProposal({ choices: choices('a', 'a') }), 'Two choices have the same text!'],
    ['choices numbered out of order', async () => customProposal({ choices: [{ label: 'a', value: 2 }, { label: 'b', value: 1 }] }), 'The choices must be numbered 1 to n in their order!'],
  ];
  it('takes 500 emoji of text and 150 emoji in a choice: characters, not UTF-16 units', async () => {
    expect((await propose(customProposal({ text: '😀'.repeat(500), choices: choices('🍵'.repeat(150), 'Coffee') }))).status).toBe(200);
  });

  it('takes a question typed on several lines and a choice pasted with a tab, storing each on one line', async () => {
    const { status, body } = await propose(customProposal({ text: 'Tea or coffee\r\nin the morning?\n', choices: choices('Tea\tgreen', 'Coffee') }));
    expect(status).toBe(200);
    expect((await list()).body[0]).toMatchObject({ questionId: body.questionId, questionText: 'Tea or coffee in the morning?' });
    const [stored] = await t.database.db.select().from(proposedQuestions).where(eq(proposedQuestions.questionId, body.questionId));
    expect(stored!.choices).toEqual([{ label: 'Tea green', value: 1 }, { label: 'Coffee', value: 2 }]);
  });

  it.each(invalid)('refuses %s with 400 and the rule\'s message, storing nothing', async (_name, payload, message) => {
    const body = await payload();
    const before = await snapshotTables(t.app, proposalTables);
    expect(await propose(body)).toMatchObject({ status: 400, body: { code: ErrorCode.proposalInvalid, error: 'Bad Request', message } });
    expect(await snapshotTables(t.app, proposalTables)).toEqual(before);
  });

  const malformed: [string, unknown][] = [
    ['not JSON', '{"text": "Tea?", '],
    ['an array', [customProposal()]],
    ['no text', { choiceTypeId: null, questionType: null, choices: choices('a', 'b') }],
    ['no choices field', { text: 'Tea?', choiceTypeId: null, questionType: null }],
    ['a numeric text', customProposal({ text: 42 })],
    ['a string choice type', customProposal({ choiceTypeId: '1' })],
    ['a negative choice type', customProposal({ choiceTypeId: -1, choices: null })],
    ['a choice without a value', customProposal({ choices: [{ label: 'a' }, { label: 'b' }] })],
    ['an extra field', customProposal({ status: 1 })],
    ['an extra field in a choice', customProposal({ choices: [{ label: 'a', value: 1, image: 'x' }, { label: 'b', value: 2 }] })],
    ['an oversized text', customProposal({ text: 'x'.repeat(100_000) })],
    ['an oversized choice list', customProposal({ choices: choices(...Array.from({ length: 500 }, (_, i) => `c${i}`)) })],
    ['a prototype pollution attempt', JSON.parse('{"text":"Tea?","choiceTypeId":null,"questionType":null,"choices":[{"label":"a","value":1},{"label":"b","value":2}],"__proto__":{"status":1}}')],
  ];
  it.each(malformed)('refuses %s with a 4xx, storing nothing', async (_name, payload) => {
    const before = await snapshotTables(t.app, proposalTables);
    const { status, body } = await propose(payload);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body).toMatchObject({ code: expect.any(Number), error: expect.any(String), message: expect.any(String) });
    expect(await snapshotTables(t.app, proposalTables)).toEqual(before);
  });

  it('stores hostile text as plain text', async () => {
    const hostile = `<script>alert(1)</script>'); DROP TABLE proposed_questions;--`;
    const { body } = await propose(customProposal({ text: hostile, choices: choices('<img src=x onerror=alert(1)>', 'b') }));
    expect((await list()).body[0]).toMatchObject({ questionId: body.questionId, questionText: hostile });
  });

  it.each(badCredentials)('answers 401 to $name, storing nothing', async ({ authorization }) => {
    const header = await authorization(t.app, member);
    const before = await snapshotTables(t.app, proposalTables);
    expect(await propose(customProposal(), header ?? null)).toMatchObject(failure(401, 'unauthorized'));
    expect(await list(header ?? null)).toMatchObject(failure(401, 'unauthorized'));
    expect(await snapshotTables(t.app, proposalTables)).toEqual(before);
  });

  it('refuses guests (403)', async () => {
    const guest = await createGuest(t.app);
    expect(await propose(customProposal(), guest.authorization)).toMatchObject(failure(403, 'guestNotAllowed'));
    expect(await list(guest.authorization)).toMatchObject(failure(403, 'guestNotAllowed'));
  });

  it('takes the same proposal sent again within minutes (its answer lost) as the first, however many are sent at once', async () => {
    const sent = await Promise.all([propose(customProposal()), propose(customProposal()), propose(customProposal())]);
    expect(sent.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(sent.map((answer) => answer.body.questionId)).size).toBe(1);
    expect((await list()).body).toHaveLength(1);
    // Other choices, or the same question ten minutes on, are a new proposal.
    expect((await propose(customProposal({ choices: choices('Tea', 'Coffee') }))).body.questionId).not.toBe(sent[0]!.body.questionId);
    await t.app.container.db.update(proposedQuestions).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(proposedQuestions.userId, member.id));
    expect((await propose(customProposal())).body.questionId).not.toBe(sent[0]!.body.questionId);
    expect((await list()).body).toHaveLength(3);
  });

  it(`takes at most ${PROPOSALS_PER_DAY} proposals a day from a member however many are sent at once`, async () => {
    const answers = await Promise.all(Array.from({ length: PROPOSALS_PER_DAY + 6 }, (_, i) => propose(customProposal({ text: `Question ${i}?` }), member.authorization, OWN_MACHINE)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PROPOSALS_PER_DAY);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(6);
  });

  it(`takes at most ${PROPOSALS_PER_DAY} proposals a day from a member (429)`, async () => {
    for (let i = 0; i < PROPOSALS_PER_DAY; i += 1) expect((await propose(customProposal({ text: `Question ${i}?` }), member.authorization, OWN_MACHINE)).status).toBe(200);
    const before = await snapshotTables(t.app, proposalTables);
    expect(await propose(customProposal(), member.authorization, OWN_MACHINE)).toMatchObject(failure(429, 'throttled'));
    expect(await snapshotTables(t.app, proposalTables)).toEqual(before);
    const other = await createMember(t.app);
    expect((await propose(customProposal(), other.authorization)).status).toBe(200);
  });
});

describe('GET widget/proposedQuestions', () => {
  it('lists the member\'s own proposals newest first, with their answers once published', async () => {
    const other = await createMember(t.app);
    await propose(customProposal({ text: 'Other member?' }), other.authorization);
    expect((await list()).body).toEqual([]);
    const questionId = (await propose(customProposal({ text: 'First?' }))).body.questionId;
    const secondQuestionId = (await propose(customProposal({ text: 'Second?' }))).body.questionId;
    const proposalOf = async (id: number) => (await t.app.container.db.select().from(proposedQuestions).where(eq(proposedQuestions.questionId, id)))[0]!.id;
    const [first, second] = [await proposalOf(questionId), await proposalOf(secondQuestionId)];
    await t.app.container.db.update(proposedQuestions).set({ createdAt: new Date(Date.now() - 3_600_000) }).where(eq(proposedQuestions.id, first));

    const accepted = await t.app.container.proposals.accept(first);
    expect(accepted).toMatchObject({ done: true, questionId });
    const answered = await answer(other, questionId, 2);
    expect(answered.status).toBe(200);

    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toEqual([
      { proposalId: second, questionId: secondQuestionId, questionText: 'Second?', questionDatetime: expect.any(String), answersCount: 0, questionIsAccepted: 0 },
      { proposalId: first, questionId, questionText: 'First?', questionDatetime: expect.any(String), answersCount: 1, questionIsAccepted: 1 },
    ]);
    expect(new Date(body[0]!.questionDatetime).toISOString()).toBe(body[0]!.questionDatetime);
  });
});

describe('the propose switch', () => {
  it('answers 404 to both calls while proposeQuestionEnabled is off, storing nothing', async () => {
    await t.close();
    t = await buildTestApp({ siteConfig: { proposeQuestionEnabled: false } });
    member = await createMember(t.app);
    const before = await snapshotTables(t.app, proposalTables);
    expect(await propose(customProposal())).toMatchObject(failure(404, 'proposeDisabled'));
    expect(await list()).toMatchObject(failure(404, 'proposeDisabled'));
    expect(await snapshotTables(t.app, proposalTables)).toEqual(before);
  });
});

describe('the configured limits', () => {
  it('takes a question as long as a larger maxQuestionLength allows, and refuses one past it in the product\'s words', async () => {
    await t.close();
    t = await buildTestApp({ siteConfig: { maxQuestionLength: 3000 } });
    member = await createMember(t.app);
    expect((await propose(customProposal({ text: `${'q'.repeat(2999)}?` }))).status).toBe(200);
    const tooLong = await propose(customProposal({ text: `${'q'.repeat(3000)}?` }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('The question text is too long!');
  });
});
