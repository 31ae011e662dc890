import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/db/seed';
import { demoMember } from '../../server/db/demo/seed-demo-member';
import { sessions, userLog, users } from '../../server/db/schema/index';
import { authPolicy, authRateLimits } from '../../server/core/services/auth-policy';
import { authTables, basic } from '../factories/auth';
import { authHeaders, badCredentials } from '../factories/credentials';
import { snapshotTables } from '../factories/snapshot';
import { createMember, createSession, type TestMember } from '../factories/users';
import { buildTestApp, call, type TestApp } from '../helper';

let t: TestApp;
let member: TestMember;
beforeEach(async () => {
  t = await buildTestApp();
  member = await createMember(t.app, { email: 'dana@example.com' });
});
afterEach(() => t.close());

type LoginOptions = { authorization?: string; payload?: object; remoteAddress?: string };
const login = (app = t.app, { authorization, payload = {}, remoteAddress }: LoginOptions = {}) =>
  call(app, { method: 'POST', url: '/rest/user/login', headers: authHeaders(authorization), payload, ...(remoteAddress ? { remoteAddress } : {}) });
const withPassword = (password: string, email = 'dana@example.com', options: LoginOptions = {}) => login(t.app, { authorization: basic(email, password), ...options });
const userRow = async (id = member.id) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('POST /user/login', () => {
  it('signs in with Basic e-mail:password and answers the spec\'s login response', async () => {
    const { status, body } = await withPassword(member.password, 'dana@example.com', { payload: { fingerprint: 'fp-laptop-42' } });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['forecast_segment', 'level', 'panel_segment', 'token', 'user_agrees_contact', 'user_id']);
    expect(body).toMatchObject({ user_id: member.id, level: 1, forecast_segment: null, panel_segment: null, user_agrees_contact: false });
    expect((await userRow()).fingerprint).toBe('fp-laptop-42');
    const details = await call(t.app, { method: 'GET', url: `/rest/user/${member.id}`, headers: { authorization: `${member.id}:${body.token}` } });
    expect(details.status).toBe(200);
  });

  it('takes the e-mail in any case and with spaces around it', async () => {
    expect((await withPassword(member.password, '  DANA@Example.com ')).status).toBe(200);
  });

  it('takes user_name and user_password from the body when there is no Basic header', async () => {
    const { status, body } = await login(t.app, { payload: { user_name: 'dana@example.com', user_password: member.password } });
    expect(status).toBe(200);
    expect(body.user_id).toBe(member.id);
  });

  it('answers the segments and consent of the account', async () => {
    await t.database.db.update(users).set({ level: 5, forecastSegment: 'A', panelSegment: 'urban', agreesContact: true }).where(eq(users.id, member.id));
    const { body } = await withPassword(member.password);
    expect(body).toMatchObject({ level: 5, forecast_segment: 'A', panel_segment: 'urban', user_agrees_contact: true });
  });

  it('ignores recommended_by for an existing account', async () => {
    const other = await createMember(t.app);
    expect((await withPassword(member.password, 'dana@example.com', { payload: { recommended_by: String(other.id) } })).status).toBe(200);
    expect((await userRow()).recommendedBy).toBeNull();
  });

  it('answers the configured codes and the spec\'s texts for each refusal', async () => {
    const pending = await createMember(t.app, { email: 'pending@example.com', status: 'pending' });
    const locked = await createMember(t.app, { email: 'locked@example.com', status: 'locked' });
    const codes = t.siteConfig.loginErrorCodes;
    expect((await withPassword('whatever', 'nobody@example.com')).body).toMatchObject({ code: codes.userNonExistent, message: 'Non-existent E-mail!' });
    const wrong = await withPassword('not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: codes.wrongPassword, message: 'Incorrect password!' });
    const inactive = await withPassword(pending.password, 'pending@example.com');
    expect(inactive.status).toBe(403);
    expect(inactive.body).toMatchObject({ code: codes.userNotActive, message: 'Inactive User!' });
    const blocked = await withPassword(locked.password, 'locked@example.com');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: codes.userLocked, message: 'Blocked User!' });
  });

  it('takes its error codes from the site configuration', async () => {
    const custom = await buildTestApp({ siteConfig: { loginErrorCodes: { userNotActive: 41, userNonExistent: 42, wrongPassword: 43, userLocked: 45 } } });
    try {
      await createMember(custom.app, { email: 'dana@example.com' });
      expect((await login(custom.app, { authorization: basic('nobody@example.com', 'x') })).body.code).toBe(42);
      expect((await login(custom.app, { authorization: basic('dana@example.com', 'wrong-one') })).body.code).toBe(43);
    } finally {
      await custom.close();
    }
  });

  it('treats deleted accounts and guests as non-existent', async () => {
    await createMember(t.app, { email: 'gone@example.com', status: 'deleted' });
    const guest = await call(t.app, { method: 'POST', url: '/rest/user/guest', payload: { fingerprint: 'guestprint1' } });
    expect(guest.status).toBe(200);
    const code = t.siteConfig.loginErrorCodes.userNonExistent;
    expect((await withPassword(member.password, 'gone@example.com')).body.code).toBe(code);
    expect((await withPassword('', `guestprint1${t.siteConfig.guestEmailDomain}`)).status).toBe(400);
    expect((await withPassword('anything', `guestprint1${t.siteConfig.guestEmailDomain}`)).body.code).toBe(code);
  });

  it.each([
    ['fbToken', 'Error occurred while trying to login user using Facebook!'],
    ['googleToken', 'Error occurred while trying to login user using Google!'],
    ['vKontakteToken', 'Error with VKontakte login, please contact the provider!'],
    ['aituAccessToken', 'Error while trying to login to the account, please contact the provider!'],
  ])('refuses a %s with the provider\'s message: no provider is configured', async (field, message) => {
    const { status, body } = await login(t.app, { payload: { [field]: 'a-provider-token' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 123, message });
  });

  const refusals: [string, number, number, LoginOptions][] = [
    ['no credentials at all', 400, 100, {}],
    ['a Basic header without a colon', 400, 100, { authorization: `Basic ${Buffer.from('dana@example.com').toString('base64')}` }],
    ['a Basic header that is not base64', 400, 100, { authorization: 'Basic !!!not-base64!!!' }],
    ['an empty password', 400, 100, { authorization: basic('dana@example.com', '') }],
    ['a 10 KB password in the header', 400, 100, { authorization: basic('dana@example.com', 'p'.repeat(10_240)) }],
    ['a 10 KB password in the body', 400, 100, { payload: { user_name: 'dana@example.com', user_password: 'p'.repeat(10_240) } }],
    ['a number as user_name', 400, 100, { payload: { user_name: 12345, user_password: 'correct-horse' } }],
    ['an unknown field', 400, 100, { authorization: basic('dana@example.com', 'correct-horse'), payload: { admin: true } }],
    ['a script as the fingerprint', 400, 100, { authorization: basic('dana@example.com', 'correct-horse'), payload: { fingerprint: '<script>x</script>' } }],
    ['a recommender with SQL', 400, 100, { authorization: basic('dana@example.com', 'correct-horse'), payload: { recommended_by: '1 OR 1=1' } }],
    ['SQL as the e-mail', 401, 2, { authorization: basic("' OR 1=1 --", 'correct-horse') }],
    ['SQL as the password', 401, 3, { authorization: basic('dana@example.com', "' OR '1'='1") }],
  ];
  it.each(refusals)('refuses %s with %i and code %i, signing nobody in', async (_name, status, code, options) => {
    const before = await snapshotTables(t.app, ['sessions', 'user_log']);
    const response = await login(t.app, options);
    expect(response.status).toBe(status);
    expect(response.body.code).toBe(code);
    expect(response.body).not.toHaveProperty('token');
    expect(await snapshotTables(t.app, ['sessions', 'user_log'])).toEqual(before);
  });
});

describe('failed logins per account', () => {
  it('locks the account out at maxFailedLogins wrong passwords, for a while, and refuses even the right one meanwhile', async () => {
    const strict = await buildTestApp({ siteConfig: { maxFailedLogins: 3 } });
    try {
      const victim = await createMember(strict.app, { email: 'victim@example.com' });
      const attempt = (password: string) => login(strict.app, { authorization: basic('victim@example.com', password) });
      expect((await attempt('wrong-1')).body.code).toBe(strict.siteConfig.loginErrorCodes.wrongPassword);
      expect((await attempt('wrong-2')).body.code).toBe(strict.siteConfig.loginErrorCodes.wrongPassword);
      const third = await attempt('wrong-3');
      expect(third.status).toBe(403);
      expect(third.body).toMatchObject({ code: strict.siteConfig.loginErrorCodes.userLocked, message: 'Blocked User!' });
      const right = await attempt(victim.password);
      expect(right.status).toBe(403);
      expect(right.body.code).toBe(strict.siteConfig.loginErrorCodes.userLocked);
      const [row] = await strict.database.db.select().from(users).where(eq(users.id, victim.id));
      // The status stays active: the lockout ends by itself, no reset needed.
      expect(row).toMatchObject({ status: 'active', failedLogins: 0, lockouts: 1 });
      expect(row!.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(authPolicy.lockout.baseMs - 60_000);
      const log = await strict.database.db.select().from(userLog).where(eq(userLog.userId, victim.id));
      expect(log.map((entry) => entry.actionType)).toEqual(['account_locked']);
    } finally {
      await strict.close();
    }
  });

  it('starts counting again after a successful login', async () => {
    const strict = await buildTestApp({ siteConfig: { maxFailedLogins: 3 } });
    try {
      const victim = await createMember(strict.app, { email: 'victim@example.com' });
      const attempt = (password: string) => login(strict.app, { authorization: basic('victim@example.com', password) });
      await attempt('wrong-1');
      await attempt('wrong-2');
      expect((await attempt(victim.password)).status).toBe(200);
      await attempt('wrong-3');
      await attempt('wrong-4');
      expect((await attempt(victim.password)).status).toBe(200);
      const [row] = await strict.database.db.select().from(users).where(eq(users.id, victim.id));
      expect(row).toMatchObject({ status: 'active', failedLogins: 0 });
    } finally {
      await strict.close();
    }
  });
});

describe('throttling per address', () => {
  it(`answers 429 after ${authPolicy.failedPasswordsPerAddressAndAccount.max} failed logins for one account from one address, to that pair only`, async () => {
    const attacker = '203.0.113.7';
    for (let i = 0; i < authPolicy.failedPasswordsPerAddressAndAccount.max; i += 1) {
      // A non-existent account: no account lockout, the throttle alone stops the attacker.
      const { status } = await withPassword('guess', 'nobody@example.com', { remoteAddress: attacker });
      expect(status).toBe(401);
    }
    const throttled = await withPassword('guess', 'nobody@example.com', { remoteAddress: attacker });
    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe(105);
    expect(throttled.body.message).toMatch(/^Too many failed attempts\. Please try again in 15 minutes\.$/);
    // Another member's right password from the same (shared) address is not held back.
    expect((await withPassword(member.password, 'dana@example.com', { remoteAddress: attacker })).status).toBe(200);
    expect((await userRow()).failedLogins).toBe(0);
  });

  it(`limits login to ${authRateLimits.login.max} requests a minute per address (@fastify/rate-limit)`, async () => {
    // Empty logins are refused before any password hashing: cheap to send many.
    for (let i = 0; i < authRateLimits.login.max; i += 1) expect((await login()).status).toBe(400);
    const limited = await login();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 105, error: 'Too Many Requests' });
  });

  it('has no per-route limit with RATE_LIMIT_DISABLED', async () => {
    const open = await buildTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    try {
      for (let i = 0; i <= authRateLimits.login.max; i += 1) expect((await login(open.app)).status).toBe(400);
    } finally {
      await open.close();
    }
  });
});

describe('POST /user/guest', () => {
  const guestLogin = (payload: object) => call(t.app, { method: 'POST', url: '/rest/user/guest', payload });

  it('creates the guest of a fingerprint once and signs it in every time', async () => {
    const first = await guestLogin({ fingerprint: 'AbCdEf123456' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ user_id: expect.any(Number), token: expect.any(String), level: 1, user_agrees_contact: false });
    const guest = await userRow(first.body.user_id);
    expect(guest).toMatchObject({
      email: `abcdef123456${t.siteConfig.guestEmailDomain}`, isGuest: true, status: 'active', recommendedBy: t.siteConfig.guestRecommenderId,
      fingerprint: 'AbCdEf123456', passwordHash: null, languageId: 1,
    });
    const again = await guestLogin({ fingerprint: 'AbCdEf123456' });
    expect(again.body.user_id).toBe(first.body.user_id);
    expect(again.body.token).not.toBe(first.body.token);
    expect(await t.database.db.select().from(users).where(eq(users.isGuest, true))).toHaveLength(1);
  });

  it('makes one guest of parallel first visits', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => guestLogin({ fingerprint: 'parallel-visit' })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.user_id)).size).toBe(1);
  });

  it('gives guests a session that reads their own details but no member call (403 guestNotAllowed)', async () => {
    const { body } = await guestLogin({ fingerprint: 'guestprint2' });
    const authorization = `${body.user_id}:${body.token}`;
    expect((await call(t.app, { method: 'GET', url: `/rest/user/${body.user_id}`, headers: { authorization } })).status).toBe(200);
    const member = await call(t.app, { method: 'GET', url: '/rest/user/log/7', headers: { authorization } });
    expect(member.status).toBe(403);
    expect(member.body.code).toBe(108);
  });

  it.each([
    ['no fingerprint', {}],
    ['a short fingerprint', { fingerprint: 'abc' }],
    ['a 10 KB fingerprint', { fingerprint: 'a'.repeat(10_240) }],
    ['a script', { fingerprint: '<script>alert(1)</script>' }],
    ['SQL', { fingerprint: "' OR 1=1 --" }],
    ['a number', { fingerprint: 12345678 }],
    ['an unknown field', { fingerprint: 'AbCdEf123456', is_guest: false }],
  ])('refuses %s with 400 and creates nobody', async (_name, payload) => {
    const before = await snapshotTables(t.app, authTables);
    const { status, body } = await guestLogin(payload);
    expect(status).toBe(400);
    expect(body.code).toBe(100);
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
  });
});

describe('POST /user/logout', () => {
  const logout = (authorization?: string) => call(t.app, { method: 'POST', url: '/rest/user/logout', headers: authHeaders(authorization) });

  it('revokes this session\'s token only', async () => {
    const other = await createSession(t.app, member.id);
    const { status, body } = await logout(member.authorization);
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
    const after = await call(t.app, { method: 'GET', url: `/rest/user/${member.id}`, headers: { authorization: member.authorization } });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(101);
    expect((await logout(member.authorization)).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: `/rest/user/${member.id}`, headers: { authorization: other.authorization } })).status).toBe(200);
  });

  it('signs a guest out too', async () => {
    const { body } = await call(t.app, { method: 'POST', url: '/rest/user/guest', payload: { fingerprint: 'guestprint3' } });
    expect((await logout(`${body.user_id}:${body.token}`)).status).toBe(200);
  });

  it.each(badCredentials)('answers 401 to $name and revokes nothing', async (credentials) => {
    const authorization = await credentials.authorization(t.app, member);
    const before = await t.database.db.select().from(sessions);
    const { status, body } = await logout(authorization);
    expect(status).toBe(401);
    expect(body.code).toBe(101);
    expect(await t.database.db.select().from(sessions)).toEqual(before);
  });
});

describe('the demo member', () => {
  it('is registered, activated and complete, and signs in with the README credentials', async () => {
    await seedDemoData(t.app.container);
    const { status, body } = await withPassword(demoMember.password, demoMember.email);
    expect(status).toBe(200);
    const details = await call(t.app, { method: 'GET', url: `/rest/user/${body.user_id}`, headers: { authorization: `${body.user_id}:${body.token}` } });
    expect(details.body).toMatchObject({
      user_surname: 'Dana', user_lastname: 'Abenova', user_birthdate: '1990-05-14', user_sex: 'F', user_email: 'demo@panelist.local',
      city: [{ name: 'Almaty' }], language: { lang_panel_directory_name: 'en' },
    });
    expect(details.body.user.hasUserCompletedProfile).toBe(true);
    // The whole 2,000-member demo panel is seeded first, as in demo-seed.test.ts.
  }, 120_000);
});
