import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { choices, proposedQuestions, questions } from '../../server/db/schema/index';
import { UsageError } from '../../server/cli/cli-errors';
import { parseAcceptProposalArgs, parseListProposalsArgs } from '../../server/cli/commands/proposals';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, type CallInput } from '../factories/contract-client';
import { snapshotTables } from '../factories/snapshot';
import { createMember, type TestMember } from '../factories/users';
import { runPanel } from '../factories/cli';

const proposalTables = ['proposed_questions', 'questions', 'choices', 'user_log'] as const;

let t: TestApp;
let member: TestMember;
beforeEach(async () => {
  t = await buildTestApp();
  // A Russian-speaking proposer: an accepted proposal is published in Russian.
  member = await createMember(t.app, { languageId: 2 });
});
afterEach(() => t.close());

const panel = (...argv: string[]) => runPanel(t.app, ...argv);
const { as } = contractClient(() => t.app);
const numbered = (...labels: string[]) => labels.map((label, index) => ({ label, value: index + 1 }));

async function propose(payload: NonNullable<CallInput<'proposeQuestion'>['body']>): Promise<number> {
  const { status, body } = await as(member).call('proposeQuestion', { body: payload });
  if (status !== 200) throw new Error(`propose answered ${status}: ${JSON.stringify(body)}`);
  // The CLI takes the proposal's id; the call answers its question's.
  const [row] = await t.app.container.db.select({ id: proposedQuestions.id }).from(proposedQuestions).where(eq(proposedQuestions.questionId, body.questionId));
  return row!.id;
}
const proposeCustom = (text = 'Чай или кофе?') => propose({ text, choiceTypeId: null, questionType: null, choices: numbered('Чай', 'Кофе', 'Ни то ни другое') });
const proposalRow = async (id: number) => (await t.app.container.db.select().from(proposedQuestions).where(eq(proposedQuestions.id, id)))[0]!;
const logTypes = async () => (await t.app.container.userLog.since(member.id, 1)).map((entry) => entry.actionType);

describe('proposals accept', () => {
  it('publishes custom choices as a single-choice poll in the proposer\'s language, topic user_generated', async () => {
    const id = await proposeCustom();
    const { code, out } = await panel('proposals', 'accept', '--id', String(id));
    expect(code).toBe(0);
    const row = await proposalRow(id);
    expect(row.status).toBe(1);
    expect(out).toBe(`Proposal ${id} of member ${member.id}: accepted, published as question ${row.questionId}.`);
    const card = await t.app.container.questions.card(row.questionId!);
    expect(card).toMatchObject({ text: 'Чай или кофе?', type: 'single', topicName: 'user_generated' });
    expect(card!.choices.map((choice) => [choice.label, choice.value])).toEqual([['Чай', 1], ['Кофе', 2], ['Ни то ни другое', 3]]);
    const [question] = await t.app.container.db.select().from(questions).where(eq(questions.id, row.questionId!));
    expect(question).toMatchObject({ languageId: 2, proposedQuestionId: id, questId: null });
    expect(await logTypes()).toEqual(['proposal_accepted', 'question_proposed']);
    // The proposer (a member of the same language) sees it in the feed's order of open polls.
    const opened = await as(member).call('getCard', { params: { id: String(row.questionId) } });
    expect(opened.status).toBe(200);
  });

  it('publishes a default scale with its default choices in the proposer\'s language', async () => {
    const types = (await as(null).call('getDefaultChoiceTypes', { params: { langId: '2' } })).body;
    const agree = types.find((type) => type.choice_type_translated.startsWith('Шкала согласия'))!.choice_type_id;
    const id = await propose({ text: 'Город чистый?', choiceTypeId: agree, questionType: 'classic', choices: null });
    expect((await panel('proposals', 'accept', '--id', String(id))).code).toBe(0);
    const questionId = (await proposalRow(id)).questionId!;
    const card = await t.app.container.questions.card(questionId);
    expect(card!.type).toBe('agree_scale');
    const labels = await t.app.container.db.select({ label: choices.label }).from(choices).where(eq(choices.questionId, questionId)).orderBy(asc(choices.value));
    expect(labels.map((choice) => choice.label)).toEqual(['Полностью не согласен', 'Не согласен', 'Затрудняюсь ответить', 'Согласен', 'Полностью согласен']);
  });

  it('answers exit code 1 for an unknown or already decided proposal, changing nothing', async () => {
    const id = await proposeCustom();
    await panel('proposals', 'reject', '--id', String(id));
    const before = await snapshotTables(t.app, proposalTables);
    const again = await panel('proposals', 'accept', '--id', String(id));
    expect(again).toMatchObject({ code: 1, err: expect.stringContaining('already accepted or rejected') });
    const unknown = await panel('proposals', 'accept', '--id', '999');
    expect(unknown).toMatchObject({ code: 1, err: expect.stringContaining('no such proposal') });
    expect((await panel('proposals', 'reject', '--id', String(id))).code).toBe(1);
    expect(await snapshotTables(t.app, proposalTables)).toEqual(before);
  });

  it('publishes nothing of a member who deleted their account, and still lets the operator reject it', async () => {
    const id = await proposeCustom();
    expect((await as(member).call('requestAccountDeletion', { params: { id: String(member.id) } })).status).toBe(200);
    expect((await panel('deletions', 'complete', '--all')).code).toBe(0);
    const before = await snapshotTables(t.app, proposalTables);
    const refused = await panel('proposals', 'accept', '--id', String(id));
    expect(refused).toMatchObject({ code: 1, err: expect.stringContaining(`Proposal ${id}: its member deleted their account, so it cannot be published (reject it instead).`) });
    expect(await snapshotTables(t.app, proposalTables)).toEqual(before);
    expect((await panel('proposals', 'reject', '--id', String(id))).code).toBe(0);
    expect((await proposalRow(id)).status).toBe(2);
  });

  it('names the proposer (full name) next to the published question only: not while stand-by, nor once they deleted their account', async () => {
    const named = await createMember(t.app, { languageId: 2, surname: 'Aigerim', lastname: 'Nurlanova' });
    const { body } = await as(named).call('proposeQuestion', { body: { text: 'Чай?', choiceTypeId: null, questionType: null, choices: numbered('Да', 'Нет') } });
    const [row] = await t.app.container.db.select({ id: proposedQuestions.id }).from(proposedQuestions).where(eq(proposedQuestions.questionId, body.questionId));
    const proposer = (caller: TestMember | null) => as(caller).call('getProposer', { params: { id: String(body.questionId) } });
    expect((await proposer(named)).status).toBe(404);

    expect((await panel('proposals', 'accept', '--id', String(row!.id))).code).toBe(0);
    expect(await proposer(member)).toMatchObject({ status: 200, body: { name: 'Aigerim Nurlanova' } });
    // Another poll, not a proposal: nobody to name.
    const poll = await t.app.container.questions.create({ text: 'Rain?', choiceTypeKey: 'yes_no', languageId: 2 });
    expect((await as(member).call('getProposer', { params: { id: String(poll) } })).status).toBe(404);

    expect((await as(named).call('requestAccountDeletion', { params: { id: String(named.id) } })).status).toBe(200);
    expect((await panel('deletions', 'complete', '--all')).code).toBe(0);
    expect((await proposer(member)).status).toBe(404);
  });

  it('publishes once when two operators accept at the same time', async () => {
    const id = await proposeCustom();
    const outcomes = await Promise.all([t.app.container.proposals.accept(id), t.app.container.proposals.accept(id)]);
    expect(outcomes.filter((outcome) => outcome.done)).toHaveLength(1);
    expect(await t.app.container.db.select().from(questions).where(eq(questions.proposedQuestionId, id))).toHaveLength(1);
  });
});

describe('proposals reject', () => {
  it('marks it rejected (status 2) with a log entry for the proposer; its poll stays closed', async () => {
    const id = await proposeCustom();
    const { code, out } = await panel('proposals', 'reject', '--id', String(id));
    expect(code).toBe(0);
    expect(out).toBe(`Proposal ${id} of member ${member.id}: rejected.`);
    const row = await proposalRow(id);
    expect(row.status).toBe(2);
    // Its question stays closed and its card shows to nobody else.
    const [question] = await t.app.container.db.select().from(questions).where(eq(questions.id, row.questionId!));
    expect(t.app.container.questions.isOpenNow(question!)).toBe(false);
    expect(await logTypes()).toEqual(['proposal_rejected', 'question_proposed']);
    const listed = await as(member).call('getProposedQuestions');
    expect(listed.body[0]).toMatchObject({ proposalId: id, questionIsAccepted: 2, questionId: row.questionId });
  });
});

describe('proposals list', () => {
  it('lists every proposal oldest first, or those of one status', async () => {
    expect((await panel('proposals', 'list')).out).toBe('No proposed questions.');
    const first = await proposeCustom('Первый?');
    const second = await proposeCustom('Второй?');
    await panel('proposals', 'accept', '--id', String(first));
    const all = await panel('proposals', 'list');
    expect(all.code).toBe(0);
    const lines = all.out.split('\n').slice(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^\\s*${first}\\s+accepted\\s+${member.id}\\s.*${member.email}: Первый\\?$`));
    expect(lines[1]).toMatch(new RegExp(`^\\s*${second}\\s+pending\\s+${member.id}\\s.*\\s${(await proposalRow(second)).questionId}\\s+${member.email}: Второй\\?$`));
    expect((await panel('proposals', 'list', '--status', 'pending')).out).not.toContain('Первый?');
    expect((await panel('proposals', 'list', '--status', 'rejected')).out).toBe('No proposed questions.');
  });
});

describe('arguments', () => {
  it.each([
    [['proposals', 'accept']],
    [['proposals', 'accept', '--id', 'x']],
    [['proposals', 'accept', '--id', '0']],
    [['proposals', 'accept', '--id']],
    [['proposals', 'reject', '--id', '1', '--all']],
    [['proposals', 'list', '--status', 'open']],
    [['proposals', 'list', 'extra']],
    [['proposals']],
  ])('answers exit code 2 for %j without opening the database', async (argv) => {
    const { code, opened, err } = await panel(...argv);
    expect(code).toBe(2);
    expect(opened).toBe(false);
    expect(err).not.toBe('');
  });

  it('parses the options', () => {
    expect(parseListProposalsArgs(['--status', 'accepted'])).toEqual({ status: 1 });
    expect(parseListProposalsArgs([])).toEqual({});
    expect(parseAcceptProposalArgs(['--id', '12'])).toEqual({ id: 12 });
    expect(() => parseAcceptProposalArgs([])).toThrow(UsageError);
  });

  it('help lists the commands', async () => {
    const { out } = await panel('help');
    for (const name of ['proposals list', 'proposals accept', 'proposals reject']) expect(out).toContain(name);
  });
});
