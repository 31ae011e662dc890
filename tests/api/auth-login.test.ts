import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/db/seed';
import { demoMember } from '../../server/db/demo/seed-demo-member';
import { sessions, userLog, users } from '../../server/db/schema/index';
import { authPolicy, authRateLimits } from '../../server/core/services/auth-policy';
import { authTables, basic } from '../factories/auth';
import { badCredentials } from '../factories/credentials';
import { contractClient, failure, type CallInput } from '../factories/contract-client';
import { ErrorCode, type ErrorCodeName } from '@contract/schemas/errors';
import type { SiteConfig } from '@contract/schemas/site-config';
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

type LoginBody = NonNullable<CallInput<'login'>['body']>;
type LoginOptions = { authorization?: string; payload?: LoginBody; remoteAddress?: string };
const { as } = contractClient(() => t.app);
const login = (app = t.app, { authorization, payload = {}, remoteAddress }: LoginOptions = {}) =>
  contractClient(() => app).as(authorization).call('login', { body: payload, remoteAddress });
/** A login body the contract's types refuse, sent as it is. */
const refusedBody = (body: object) => body as LoginBody;
const details = (userId: number, authorization: string) => as(authorization).call('getUser', { params: { id: String(userId) } });
/** The Authorization value of a login's answer. */
const sessionOf = (answer: { user_id: number; token: string }) => `${answer.user_id}:${answer.token}`;
const guestLogin = (fingerprint: string) => as(null).call('guestLogin', { body: { fingerprint } });
const withPassword = (password: string, email = 'dana@example.com', options: LoginOptions = {}) => login(t.app, { authorization: basic(email, password), ...options });
const userRow = async (id = member.id) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('POST /user/login', () => {
  it('signs in with Basic e-mail:password and answers the login response', async () => {
    const { status, body } = await withPassword(member.password, 'dana@example.com', { payload: { fingerprint: 'fp-laptop-42' } });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['forecast_segment', 'level', 'panel_segment', 'token', 'user_agrees_contact', 'user_id']);
    expect(body).toMatchObject({ user_id: member.id, level: 1, forecast_segment: null, panel_segment: null, user_agrees_contact: false });
    expect((await userRow()).fingerprint).toBe('fp-laptop-42');
    expect((await details(member.id, `${member.id}:${body.token}`)).status).toBe(200);
  });

  it('signs in with the Basic header alone, no body', async () => {
    const { status, body } = await call(t.app, { method: 'POST', url: '/rest/user/login', headers: { authorization: basic('dana@example.com', member.password) } });
    expect({ status, user_id: body.user_id }).toEqual({ status: 200, user_id: member.id });
  });

  it.each(['abc', 'a+b/c9==', '3f2a9c1e-7d4b-4e0a-9b1c-2a6f0e5d8c7b'])('takes whatever fingerprint the browser computed (%s) and records it', async (fingerprint) => {
    expect((await withPassword(member.password, 'dana@example.com', { payload: { fingerprint } })).status).toBe(200);
    expect((await userRow()).fingerprint).toBe(fingerprint);
  });

  it('takes the full login payload the app sends: tokens null, name, password, fingerprint and recommender beside the Basic header', async () => {
    const payload: LoginBody = {
      fbToken: null, googleToken: null, vKontakteToken: null, aituAccessToken: null,
      user_name: 'dana@example.com', user_password: member.password, fingerprint: 'fp-app-1', recommended_by: null,
    };
    const { status, body } = await withPassword(member.password, 'dana@example.com', { payload });
    expect(status).toBe(200);
    expect(body.user_id).toBe(member.id);
  });

  it('takes blank tokens as none: a password sign-in with every token empty', async () => {
    const payload = { user_name: 'dana@example.com', user_password: member.password };
    expect((await login(t.app, { payload: { ...payload, fbToken: '' } })).body).toMatchObject({ user_id: member.id });
    const blanks = { fbToken: '', googleToken: '', vKontakteToken: '', aituAccessToken: '' };
    expect((await withPassword(member.password, 'dana@example.com', { payload: blanks })).body).toMatchObject({ user_id: member.id });
  });

  it('signs in with a blank fingerprint and keeps the one recorded before', async () => {
    expect((await withPassword(member.password, 'dana@example.com', { payload: { fingerprint: 'fp-before' } })).status).toBe(200);
    const { status, body } = await withPassword(member.password, 'dana@example.com', { payload: { fingerprint: '' } });
    expect(status).toBe(200);
    expect(body.user_id).toBe(member.id);
    expect((await userRow()).fingerprint).toBe('fp-before');
  });

  it('takes the e-mail in any case and with spaces around it', async () => {
    expect((await withPassword(member.password, '  DANA@Example.com ')).status).toBe(200);
  });

  it('takes user_name and user_password from the body when there is no Basic header', async () => {
    const { status, body } = await login(t.app, { payload: { user_name: 'dana@example.com', user_password: member.password } });
    expect(status).toBe(200);
    expect(body.user_id).toBe(member.id);
  });

  it('takes a password of 200 emoji, counted in characters as registration counts it, from the header and the body', async () => {
    const emoji = '😀'.repeat(200);
    await createMember(t.app, { email: 'emoji@example.com', password: emoji });
    expect((await withPassword(emoji, 'emoji@example.com')).status).toBe(200);
    expect((await login(t.app, { payload: { user_name: 'emoji@example.com', user_password: emoji } })).status).toBe(200);
    expect(await withPassword(`${emoji}!`, 'emoji@example.com')).toMatchObject(failure(400, 'badInput'));
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

  it('answers the configured codes and the product\'s texts for each refusal', async () => {
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
    const guest = await guestLogin('guestprint1');
    expect(guest.status).toBe(200);
    const code = t.siteConfig.loginErrorCodes.userNonExistent;
    expect((await withPassword(member.password, 'gone@example.com')).body.code).toBe(code);
    expect(await withPassword('', `guestprint1${t.siteConfig.guestEmailDomain}`)).toMatchObject(failure(400, 'badInput'));
    expect((await withPassword('anything', `guestprint1${t.siteConfig.guestEmailDomain}`)).body.code).toBe(code);
  });

  it.each([
    ['fbToken', 'Error occurred while trying to login user using Facebook!'],
    ['googleToken', 'Error occurred while trying to login user using Google!'],
    ['vKontakteToken', 'Error with VKontakte login, please contact the provider!'],
    ['aituAccessToken', 'Error while trying to login to the account, please contact the provider!'],
  ])('refuses a %s with the provider\'s message: no provider is configured', async (field, message) => {
    const answer = await login(t.app, { payload: { [field]: 'a-provider-token' } });
    expect(answer).toMatchObject(failure(400, 'providerUnavailable'));
    expect(answer.body).toMatchObject({ message });
  });

  /** An error code by name: the catalogue's, or a login code of the site configuration. */
  type CodeName = ErrorCodeName | keyof SiteConfig['loginErrorCodes'];
  const codeOf = (name: CodeName) => (name in ErrorCode ? ErrorCode[name as ErrorCodeName] : t.siteConfig.loginErrorCodes[name as keyof SiteConfig['loginErrorCodes']]);
  const refusals: [string, number, CodeName, LoginOptions][] = [
    ['no credentials at all', 400, 'badInput', {}],
    ['a Basic header without a colon', 400, 'badInput', { authorization: `Basic ${Buffer.from('dana@example.com').toString('base64')}` }],
    ['a Basic header that is not base64', 400, 'badInput', { authorization: 'Basic !!!not-base64!!!' }],
    ['an empty password', 400, 'badInput', { authorization: basic('dana@example.com', '') }],
    ['a 10 KB password in the header', 400, 'badInput', { authorization: basic('dana@example.com', 'p'.repeat(10_240)) }],
    ['a 10 KB password in the body', 400, 'badInput', { payload: { user_name: 'dana@example.com', user_password: 'p'.repeat(10_240) } }],
    ['a number as user_name', 400, 'badInput', { payload: refusedBody({ user_name: 12345, user_password: 'correct-horse' }) }],
    ['an unknown field', 400, 'badInput', { authorization: basic('dana@example.com', 'correct-horse'), payload: refusedBody({ admin: true }) }],
    ['a script as the fingerprint', 400, 'badInput', { authorization: basic('dana@example.com', 'correct-horse'), payload: { fingerprint: '<script>x</script>' } }],
    ['a recommender with SQL', 400, 'badInput', { authorization: basic('dana@example.com', 'correct-horse'), payload: { recommended_by: '1 OR 1=1' } }],
    ['SQL as the e-mail', 401, 'userNonExistent', { authorization: basic("' OR 1=1 --", 'correct-horse') }],
    ['SQL as the password', 401, 'wrongPassword', { authorization: basic('dana@example.com', "' OR '1'='1") }],
  ];
  it.each(refusals)('refuses %s with %i and code %s, signing nobody in', async (_name, status, code, options) => {
    const before = await snapshotTables(t.app, ['sessions', 'user_log']);
    const response = await login(t.app, options);
    expect(response).toMatchObject({ status, body: { code: codeOf(code) } });
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
    expect(throttled).toMatchObject(failure(429, 'throttled'));
    expect(throttled.body.message).toMatch(/^Too many failed attempts\. Please try again in 15 minutes\.$/);
    // Another member's right password from the same (shared) address is not held back.
    expect((await withPassword(member.password, 'dana@example.com', { remoteAddress: attacker })).status).toBe(200);
    expect((await userRow()).failedLogins).toBe(0);
  });

  it('counts wrong passwords sent together from their start: no more than the allowance are checked, the rest answer 429', async () => {
    const attacker = '203.0.113.8';
    const { max } = authPolicy.failedPasswordsPerAddressAndAccount;
    const answers = await Promise.all(Array.from({ length: max + 10 }, () => withPassword('guess', 'nobody@example.com', { remoteAddress: attacker })));
    expect(answers.filter(({ status }) => status === 401)).toHaveLength(max);
    expect(answers.filter(({ status }) => status === 429)).toHaveLength(10);
  });

  it('does not count right passwords against the allowance of an address', async () => {
    const office = '203.0.113.9';
    const { max } = authPolicy.failedPasswordsPerAddressAndAccount;
    for (let i = 0; i <= max; i += 1) expect((await withPassword(member.password, 'dana@example.com', { remoteAddress: office })).status).toBe(200);
    expect((await withPassword('guess', 'dana@example.com', { remoteAddress: office })).status).toBe(401);
  });

  it(`limits login to ${authRateLimits.login.max} requests a minute per address (@fastify/rate-limit)`, async () => {
    // Empty logins are refused before any password hashing: cheap to send many.
    for (let i = 0; i < authRateLimits.login.max; i += 1) expect((await login()).status).toBe(400);
    const limited = await login();
    expect(limited).toMatchObject(failure(429, 'throttled'));
    expect(limited.body).toMatchObject({ error: 'Too Many Requests' });
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
  it('creates the guest of a fingerprint once and signs it in every time', async () => {
    const first = await guestLogin('AbCdEf123456');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ user_id: expect.any(Number), token: expect.any(String), level: 1, user_agrees_contact: false });
    const guest = await userRow(first.body.user_id);
    expect(guest).toMatchObject({
      email: `abcdef123456${t.siteConfig.guestEmailDomain}`, isGuest: true, status: 'active', recommendedBy: t.siteConfig.guestRecommenderId,
      fingerprint: 'AbCdEf123456', passwordHash: null, languageId: 1,
    });
    const again = await guestLogin('AbCdEf123456');
    expect(again.body.user_id).toBe(first.body.user_id);
    expect(again.body.token).not.toBe(first.body.token);
    expect(await t.database.db.select().from(users).where(eq(users.isGuest, true))).toHaveLength(1);
  });

  it('makes one guest of parallel first visits', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => guestLogin('parallel-visit')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.user_id)).size).toBe(1);
  });

  it('gives guests a session that reads their own details but no member call (403 guestNotAllowed)', async () => {
    const { body } = await guestLogin('guestprint2');
    expect((await details(body.user_id, sessionOf(body))).status).toBe(200);
    const memberCall = await as(sessionOf(body)).call('getUserLog', { params: { days: '7' } });
    expect(memberCall).toMatchObject(failure(403, 'guestNotAllowed'));
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
    // Fingerprints the contract's types refuse: sent as raw JSON.
    expect(await as(null).call('guestLogin', { rawBody: JSON.stringify(payload) })).toMatchObject(failure(400, 'badInput'));
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
  });
});

describe('POST /user/logout', () => {
  const logout = (authorization?: string) => as(authorization).call('logout');

  it('revokes this session\'s token only', async () => {
    const other = await createSession(t.app, member.id);
    const { status, body } = await logout(member.authorization);
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
    expect(await details(member.id, member.authorization)).toMatchObject(failure(401, 'unauthorized'));
    expect(await logout(member.authorization)).toMatchObject(failure(401, 'unauthorized'));
    expect((await details(member.id, other.authorization)).status).toBe(200);
  });

  it('signs a guest out too', async () => {
    const { body } = await guestLogin('guestprint3');
    expect((await logout(sessionOf(body))).status).toBe(200);
  });

  it.each(badCredentials)('answers 401 to $name and revokes nothing', async (credentials) => {
    const authorization = await credentials.authorization(t.app, member);
    const before = await t.database.db.select().from(sessions);
    expect(await logout(authorization)).toMatchObject(failure(401, 'unauthorized'));
    expect(await t.database.db.select().from(sessions)).toEqual(before);
  });
});

describe('the demo member', () => {
  it('is registered, activated and complete, and signs in with the README credentials', async () => {
    await seedDemoData(t.app.container);
    const { status, body } = await withPassword(demoMember.password, demoMember.email);
    expect(status).toBe(200);
    const demo = await details(body.user_id, sessionOf(body));
    expect(demo.body).toMatchObject({
      user_surname: 'Dana', user_lastname: 'Abenova', user_birthdate: '1990-05-14', user_sex: 'F', user_email: 'demo@panelist.local',
      city: [{ name: 'Almaty' }], language: { lang_panel_directory_name: 'en' },
    });
    expect(demo.body.user.hasUserCompletedProfile).toBe(true);
    // The whole 2,000-member demo panel is seeded first, as in demo-seed.test.ts.
  }, 120_000);
});
