import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../server/lib/clock';
import { authPolicy } from '../../server/core/services/auth-policy';
import { readSms } from '../factories/auth';
import { createMember, type TestMember } from '../factories/users';
import { buildTestApp, call, type TestApp } from '../helper';

const DAY_MS = 86_400_000;

let t: TestApp;
let clock: ManualClock;
let member: TestMember;
beforeEach(async () => {
  clock = createManualClock();
  t = await buildTestApp({ clock });
  member = await createMember(t.app, { phone: '+77012345678' });
});
afterEach(() => t.close());

const getUser = () => call(t.app, { method: 'GET', url: `/rest/user/${member.id}`, headers: { authorization: member.authorization } });

describe('the server clock', () => {
  it('ends a session left unused for its lifetime on the clock, not on the wall', async () => {
    expect((await getUser()).status).toBe(200);
    clock.advance(t.env.tokenTtlDays * DAY_MS + 1);
    const expired = await getUser();
    expect([expired.status, expired.body.message]).toEqual([401, 'Your session has expired. Please sign in again.']);
  });

  it('lets an SMS sign-in code expire', async () => {
    await call(t.app, { method: 'POST', url: '/rest/sendSmsCode/', payload: { user_phone: '+77012345678' } });
    const code = /sign-in code is (\d{6})\./.exec(readSms(t.dataDir).at(-1)?.content ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    clock.advance(authPolicy.smsCodeTtlMs + 1000);
    const expired = await call(t.app, { method: 'POST', url: '/rest/validateSmsCode/', payload: { user_phone: '+77012345678', code } });
    expect([expired.status, expired.body.code]).toEqual([400, 160]);
  });
});
