import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';
import type { RouteName } from '@contract/schemas/routes';
import { contractClient, failure, type CallAnswer } from '../factories/contract-client';
import { authTables, basic, registration } from '../factories/auth';
import { snapshotTables } from '../factories/snapshot';
import { createMember, type TestMember } from '../factories/users';

const tables = [...new Set([...authTables, 'questions', 'proposed_questions', 'answers', 'points_ledger'])];

let t: TestApp;
let member: TestMember;
beforeEach(async () => {
  t = await buildTestApp({ siteConfig: { proposeQuestionEnabled: true } });
  member = await createMember(t.app);
});
afterEach(() => t.close());

const { as } = contractClient(() => t.app);
const asMember = () => as(member);

/** The request answers 400 invalidCharacter with a message saying why, and nothing stored changed. */
async function expectRefused(send: () => Promise<Pick<CallAnswer<RouteName>, 'status' | 'body'>>, why = /NUL/) {
  const before = await snapshotTables(t.app, tables);
  const answer = await send();
  expect(answer).toMatchObject(failure(400, 'invalidCharacter'));
  expect(answer.body).toMatchObject({ error: 'Bad Request' });
  expect(answer.body.message).toMatch(why);
  expect(await snapshotTables(t.app, tables)).toEqual(before);
}

describe('a NUL character anywhere in text', () => {
  it('in a path parameter: the e-mail check and the password reset', async () => {
    await expectRefused(() => as(null).call('isEmailValid', { params: { email: 'a\u0000@b.cc' } }));
    await expectRefused(() => as(null).call('requestPasswordReset', { params: { email: 'a\u0000@b.cc' } }));
  });

  it('in the login body and in the Basic header', async () => {
    await expectRefused(() => as(null).call('login', { body: { user_name: 'a\u0000b', user_password: 'whatever' } }));
    await expectRefused(() => as(null).call('login', { body: { user_name: member.email, user_password: 'pa\u0000ss' } }));
    await expectRefused(() => as(basic('a\u0000b', 'whatever')).call('login', { body: {} }));
  });

  it('in a registration\'s name or e-mail', async () => {
    await expectRefused(() => as(null).call('register', { body: registration({ user_surname: 'Ai\u0000gerim' }) }));
    await expectRefused(() => as(null).call('register', { body: registration({ user_email: 'a\u0000b@example.com' }) }));
  });

  it('in a profile field', async () => {
    const params = { id: String(member.id) };
    await expectRefused(() => asMember().call('updateUser', { params, body: { user_id: member.id, user_lastname: 'Nur\u0000lanova' } }));
    await expectRefused(() => asMember().call('updateUser', { params, body: { user_id: member.id, user_address: 'Main street\u0000 1' } }));
  });

  it('in a proposed question\'s text or choice', async () => {
    await expectRefused(() => asMember().call('proposeQuestion', { body: { text: 'Tea\u0000?', choiceTypeId: null, questionType: null, choices: [{ label: 'a', value: 1 }, { label: 'b', value: 2 }] } }));
    await expectRefused(() => asMember().call('proposeQuestion', { body: { text: 'Tea?', choiceTypeId: null, questionType: null, choices: [{ label: 'a\u0000', value: 1 }, { label: 'b', value: 2 }] } }));
  });

  it('in a query, a text body or the credentials header', async () => {
    await expectRefused(() => as(null).call('checkPhone', { query: { user_phone: '123\u0000' } }));
    await expectRefused(() => asMember().call('saveDeviceToken', { body: 'abcdefghijk\u0000' }));
  });
});

describe('half of a character (a lone surrogate) in text', () => {
  it('is refused, not stored as a replacement mark', async () => {
    await expectRefused(() => asMember().call('updateUser', { params: { id: String(member.id) }, rawBody: `{"user_id":${member.id},"user_address":"\\ud800"}` }));
  });
});

describe('bytes that are not UTF-8 in a body', () => {
  const NOT_UTF8 = /not UTF-8/;
  /** A JSON body whose text value holds the bytes 0xFF 0xFE, which no UTF-8 character has. */
  const withBrokenBytes = (before: string, after: string) => Buffer.concat([Buffer.from(before), Buffer.from([0xff, 0xfe]), Buffer.from(after)]);

  it('are refused, not stored as replacement marks: a profile, a proposal, a registration, a device token', async () => {
    await expectRefused(() => asMember().call('updateUser', { params: { id: String(member.id) }, rawBody: withBrokenBytes(`{"user_id":${member.id},"user_address":"`, '"}') }), NOT_UTF8);
    await expectRefused(() => asMember().call('proposeQuestion', { rawBody: withBrokenBytes('{"text":"Tea ', '?","choiceTypeId":null,"questionType":null,"choices":[{"label":"a","value":1},{"label":"b","value":2}]}') }), NOT_UTF8);
    await expectRefused(() => as(null).call('register', { rawBody: withBrokenBytes(`${JSON.stringify(registration()).slice(0, -1)},"user_address":"`, '"}') }), NOT_UTF8);
    await expectRefused(() => asMember().call('saveDeviceToken', { rawBody: withBrokenBytes('abcdefghijk', '') }), NOT_UTF8);
  });

  it('leave UTF-8 text in any script as it is, a replacement mark sent as a character included', async () => {
    const params = { id: String(member.id) };
    const address = 'Алматы, Абай даңғылы 1 \u2014 \ufffd \ud83d\ude00';
    const saved = await asMember().call('updateUser', { params, rawBody: Buffer.from(`{"user_id":${member.id},"user_address":"${address}"}`) });
    expect(saved.status).toBe(200);
    const details = await asMember().call('getUser', { params });
    expect(details.body).toMatchObject({ user: { user_address: 'Алматы, Абай даңғылы 1 \u2014 \ufffd \u{1f600}' } });
  });
});
