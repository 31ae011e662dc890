import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../helper';
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

/** The request answers 400 with code 109 (invalidCharacter), and nothing stored changed. */
async function expectRefused(request: Parameters<typeof call>[1]) {
  const before = await snapshotTables(t.app, tables);
  const { status, body } = await call(t.app, request);
  expect(status).toBe(400);
  expect(body).toMatchObject({ code: 109, error: 'Bad Request' });
  expect(body.message).toMatch(/NUL/);
  expect(await snapshotTables(t.app, tables)).toEqual(before);
}

describe('a NUL character anywhere in text', () => {
  it('in a path parameter: the e-mail check and the password reset', async () => {
    await expectRefused({ method: 'GET', url: '/rest/user/email/isValid/a%00@b.cc' });
    await expectRefused({ method: 'GET', url: '/rest/password/a%00@b.cc' });
  });

  it('in the login body and in the Basic header', async () => {
    await expectRefused({ method: 'POST', url: '/rest/user/login', payload: { user_name: 'a\u0000b', user_password: 'whatever' } });
    await expectRefused({ method: 'POST', url: '/rest/user/login', payload: { user_name: member.email, user_password: 'pa\u0000ss' } });
    await expectRefused({ method: 'POST', url: '/rest/user/login', headers: { authorization: basic('a\u0000b', 'whatever') }, payload: {} });
  });

  it('in a registration\'s name or e-mail', async () => {
    await expectRefused({ method: 'POST', url: '/rest/user/register', payload: registration({ user_surname: 'Ai\u0000gerim' }) });
    await expectRefused({ method: 'POST', url: '/rest/user/register', payload: registration({ user_email: 'a\u0000b@example.com' }) });
  });

  it('in a profile field', async () => {
    await expectRefused({
      method: 'POST', url: `/rest/user/${member.id}`, headers: { authorization: member.authorization },
      payload: { user_id: member.id, user_lastname: 'Nur\u0000lanova' },
    });
    await expectRefused({
      method: 'POST', url: `/rest/user/${member.id}`, headers: { authorization: member.authorization },
      payload: { user_id: member.id, user_address: 'Main street\u0000 1' },
    });
  });

  it('in a proposed question\'s text or choice', async () => {
    const headers = { authorization: member.authorization };
    await expectRefused({ method: 'POST', url: '/rest/widget/propose/', headers, payload: { text: 'Tea\u0000?', choiceTypeId: null, questionType: null, choices: [{ label: 'a', value: 1 }, { label: 'b', value: 2 }] } });
    await expectRefused({ method: 'POST', url: '/rest/widget/propose/', headers, payload: { text: 'Tea?', choiceTypeId: null, questionType: null, choices: [{ label: 'a\u0000', value: 1 }, { label: 'b', value: 2 }] } });
  });

  it('in a query, a text body or the credentials header', async () => {
    await expectRefused({ method: 'GET', url: '/rest/remote/checkphone?user_phone=123%00' });
    await expectRefused({
      method: 'POST', url: '/rest/saveDeviceToken/', headers: { authorization: member.authorization, 'content-type': 'text/plain' }, payload: 'abcdefghijk\u0000',
    });
  });
});
