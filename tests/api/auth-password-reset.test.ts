import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languages, passwordResets, userLog, users } from '../../server/db/schema/index';
import { sha256 } from '../../server/lib/crypto';
import { authPolicy, authRateLimits } from '../../server/core/services/auth-policy';
import { authTables, basic, lastLink, readSms, registration } from '../factories/auth';
import { snapshotTables } from '../factories/snapshot';
import { createMember, createSession, type TestMember } from '../factories/users';
import { buildTestApp, readOutbox, type TestApp } from '../helper';
import { contractClient, failure, type CallAnswer } from '../factories/contract-client';
import { ErrorCode, type ErrorCodeName } from '@contract/schemas/errors';

let t: TestApp;
let member: TestMember;
beforeEach(async () => {
  t = await buildTestApp();
  member = await createMember(t.app, { email: 'dana@example.com', phone: '+77012345678' });
});
afterEach(() => t.close());

const { as } = contractClient(() => t.app);
const visitor = (app = t.app) => contractClient(() => app).as(null);
const requestByEmail = (email: string, app = t.app) => visitor(app).call('requestPasswordReset', { params: { email } });
const requestByPhone = (phone: string) => as(null).call('requestPhonePasswordReset', { params: { phone } });
/** Sent as raw JSON: several bodies here are ones the contract's types refuse. */
const change = (id: number | string, payload: object, app = t.app) => visitor(app).call('changePassword', { params: { id: String(id) }, rawBody: JSON.stringify(payload) });
const newPassword = (hash: string, password = 'brand-new-pass') => ({ user_password_new: password, user_password_repeat: password, user_password_reset_hash: hash });
const login = (email: string, password: string, app = t.app) => contractClient(() => app).as(basic(email, password)).call('login', { body: {} });
const userRow = async (id = member.id) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

/** Requests a reset by SMS to the member's phone and reads the code back from the text. */
async function textedReset(phone = '+77012345678') {
  expect((await requestByPhone(phone)).status).toBe(200);
  const code = /reset code is (\d{8})\./.exec(readSms(t.dataDir).at(-1)?.content ?? '')?.[1];
  if (!code) throw new Error('no reset code in the outbox');
  return code;
}

/** Requests a reset by e-mail and reads id and hash back from the link in the outbox. */
async function emailedReset(email = 'dana@example.com', app = t.app, dataDir = t.dataDir) {
  expect((await requestByEmail(email, app)).status).toBe(200);
  const link = lastLink(dataDir, '.eml', '/passChange');
  return { id: link.get('id')!, hash: link.get('hash')! };
}

describe('GET /password/{email}', () => {
  it("writes the e-mail and the text in the member's language", async () => {
    const [kk] = await t.database.db.select().from(languages).where(eq(languages.uiName, 'kk'));
    await t.database.db.update(users).set({ languageId: kk!.id }).where(eq(users.id, member.id));
    expect((await requestByEmail('dana@example.com')).status).toBe(200);
    const [mail] = readOutbox(t.dataDir, '.eml');
    expect(mail!.subject).toBe('Panelist құпиясөзін қалпына келтіру');
    expect(mail!.content).toContain('Жаңа құпиясөз таңдау үшін мына сілтемені ашыңыз:');
    expect(mail!.links[0]).toMatch(new RegExp(`^http://panelist\\.test/passChange\\?id=${member.id}&hash=[A-Za-z0-9_-]{43}$`));
    expect((await requestByPhone('+77012345678')).status).toBe(200);
    expect(readSms(t.dataDir).at(-1)?.content).toMatch(/\nPanelist: құпиясөзді қалпына келтіру кодыңыз: \d{8}\. /);
  });

  it('e-mails a single-use link to /passChange and stores only its hash, valid for one hour', async () => {
    const { status, body } = await requestByEmail('Dana@Example.com');
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
    const [mail] = readOutbox(t.dataDir, '.eml');
    expect(mail!.content).toContain('To: Test <dana@example.com>');
    expect(mail!.content).toContain('Subject: Reset your Panelist password');
    expect(mail!.links[0]).toMatch(new RegExp(`^http://panelist\\.test/passChange\\?id=${member.id}&hash=[A-Za-z0-9_-]{43}$`));
    const link = lastLink(t.dataDir, '.eml', '/passChange');
    const [reset] = await t.database.db.select().from(passwordResets);
    expect(reset).toMatchObject({ userId: member.id, channel: 'email', hash: sha256(link.get('hash')!), attempts: 0, usedAt: null });
    const lifetime = reset!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
  });

  it('answers exactly the same for an unknown address, a guest and a deleted account, and sends nothing', async () => {
    await createMember(t.app, { email: 'gone@example.com', status: 'deleted' });
    await as(null).call('guestLogin', { body: { fingerprint: 'guestprint9' } });
    const known = await requestByEmail('dana@example.com');
    const strip = ({ status, body, headers }: CallAnswer<'requestPasswordReset'>) => {
      const { date: _date, ...rest } = headers;
      return { status, body, headers: { ...rest, 'x-ratelimit-remaining': undefined } };
    };
    for (const email of ['nobody@example.com', 'gone@example.com', `guestprint9${t.siteConfig.guestEmailDomain}`]) {
      expect(strip(await requestByEmail(email))).toEqual(strip(known));
    }
    expect(readOutbox(t.dataDir, '.eml')).toHaveLength(1);
    expect(await t.database.db.select().from(passwordResets)).toHaveLength(1);
  });

  it(`sends at most ${authPolicy.resetsPerAccount} resets to one account however many are asked for at once`, async () => {
    // Nine: the route's own rate limit (10 a minute from one address) is not what answers here.
    const answers = await Promise.all(Array.from({ length: 9 }, () => requestByEmail('dana@example.com')));
    expect(answers.map((answer) => answer.body)).toEqual(Array.from({ length: 9 }, () => ({ ok: true })));
    expect(readOutbox(t.dataDir, '.eml')).toHaveLength(authPolicy.resetsPerAccount);
  });

  it(`sends at most ${authPolicy.resetsPerAccount} resets to one account per hour, answering the same`, async () => {
    for (let i = 0; i <= authPolicy.resetsPerAccount; i += 1) expect((await requestByEmail('dana@example.com')).body).toEqual({ ok: true });
    expect(readOutbox(t.dataDir, '.eml')).toHaveLength(authPolicy.resetsPerAccount);
  });

  it.each<[string, string, number, ErrorCodeName | undefined]>([
    ['SQL', "' OR 1=1 --", 400, 'invalidEmail'],
    ['no domain', 'dana@example', 400, 'invalidEmail'],
    ['a second recipient after a comma', 'dana@example.com,evil@example.org', 400, 'invalidEmail'],
    ['another mailbox in angle brackets', '<evil@example.org>dana@example.com', 400, 'invalidEmail'],
    ['a 10 KB address', `${'a'.repeat(10_240)}@example.com`, 414, undefined],
    ['a too short address', 'a@', 400, 'invalidEmail'],
  ])('refuses %s with %i and sends nothing', async (_name, email, status, code) => {
    const before = await snapshotTables(t.app, authTables);
    const response = await requestByEmail(email);
    expect(response.status).toBe(status);
    if (code) expect(response).toMatchObject(failure(status, code));
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
    expect(readOutbox(t.dataDir, '.eml')).toHaveLength(0);
  });

  it(`limits reset requests to ${authRateLimits.requestPasswordReset.max} a minute per address`, async () => {
    for (let i = 0; i < authRateLimits.requestPasswordReset.max; i += 1) expect((await requestByEmail(`nobody${i}@example.com`)).status).toBe(200);
    const limited = await requestByEmail('dana@example.com');
    expect(limited).toMatchObject(failure(429, 'throttled'));
    expect(readOutbox(t.dataDir, '.eml')).toHaveLength(0);
  });
});

describe('POST /password/{id}', () => {
  it('runs end to end from the outbox: the new password works, the old one and every session do not', async () => {
    const other = await createSession(t.app, member.id);
    const { id, hash } = await emailedReset();
    expect(Number(id)).toBe(member.id);
    const { status, body } = await change(id, newPassword(hash));
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });

    expect((await login('dana@example.com', member.password)).body.code).toBe(t.siteConfig.loginErrorCodes.wrongPassword);
    expect((await login('dana@example.com', 'brand-new-pass')).status).toBe(200);
    for (const authorization of [member.authorization, other.authorization]) {
      expect(await as(authorization).call('getUser', { params: { id: String(member.id) } })).toMatchObject(failure(401, 'unauthorized'));
    }
    const log = await t.database.db.select().from(userLog).where(eq(userLog.userId, member.id));
    expect(log.map((entry) => entry.actionType)).toEqual(['password_change']);
  });

  it('takes a hash once: the second use answers 400 resetInvalid and changes nothing', async () => {
    const { id, hash } = await emailedReset();
    expect((await change(id, newPassword(hash))).status).toBe(200);
    const before = await snapshotTables(t.app, authTables);
    const again = await change(id, newPassword(hash, 'another-pass'));
    expect(again).toMatchObject(failure(400, 'resetInvalid'));
    expect(again.body).toMatchObject({ message: 'This reset link or code is invalid, already used or expired. Please request a new one.' });
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
    expect((await login('dana@example.com', 'brand-new-pass')).status).toBe(200);
  });

  it('lets only one of two parallel requests with the same hash change the password', async () => {
    const { id, hash } = await emailedReset();
    const answers = await Promise.all([change(id, newPassword(hash, 'first-new-pass')), change(id, newPassword(hash, 'second-new-pass'))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? 'first-new-pass' : 'second-new-pass';
    expect((await login('dana@example.com', winner)).status).toBe(200);
    expect(await t.database.db.select().from(userLog).where(eq(userLog.userId, member.id))).toHaveLength(1);
  });

  it('closes the other outstanding resets of the account once the password changed', async () => {
    const first = await emailedReset();
    const second = await emailedReset();
    expect((await change(second.id, newPassword(second.hash))).status).toBe(200);
    expect((await change(first.id, newPassword(first.hash, 'another-pass'))).body.code).toBe(ErrorCode.resetInvalid);
  });

  it('refuses an expired hash and leaves the password as it was', async () => {
    const { id, hash } = await emailedReset();
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const before = await snapshotTables(t.app, ['users', 'sessions', 'user_log']);
    expect(await change(id, newPassword(hash))).toMatchObject(failure(400, 'resetInvalid'));
    expect(await snapshotTables(t.app, ['users', 'sessions', 'user_log'])).toEqual(before);
    expect((await login('dana@example.com', member.password)).status).toBe(200);
  });

  it(`kills a texted code after ${authPolicy.resetMaxAttempts} wrong codes`, async () => {
    const code = await textedReset();
    for (let i = 0; i < authPolicy.resetMaxAttempts; i += 1) expect((await change(member.id, newPassword(`1000000${i}`))).body.code).toBe(ErrorCode.resetInvalid);
    const before = await snapshotTables(t.app, ['users', 'sessions', 'user_log']);
    expect((await change(member.id, newPassword(code))).body.code).toBe(ErrorCode.resetInvalid);
    expect(await snapshotTables(t.app, ['users', 'sessions', 'user_log'])).toEqual(before);
  });

  it('keeps an e-mailed link working whatever hashes others send to the member\'s id: only texted codes count misses', async () => {
    const emailed = await emailedReset();
    const texted = await textedReset();
    for (let i = 0; i < authPolicy.resetMaxAttempts * 2; i += 1) {
      const guess = await visitor().call('changePassword', { params: { id: String(member.id) }, body: newPassword(`guess-${i}`), remoteAddress: '203.0.113.7' });
      expect(guess).toMatchObject(failure(400, 'resetInvalid'));
    }
    expect((await change(member.id, newPassword(texted))).body.code).toBe(ErrorCode.resetInvalid);
    expect((await change(emailed.id, newPassword(emailed.hash))).status).toBe(200);
    expect((await login('dana@example.com', 'brand-new-pass')).status).toBe(200);
  });

  it('refuses a real hash presented for another account', async () => {
    const other = await createMember(t.app, { email: 'other@example.com' });
    const { hash } = await emailedReset();
    const before = await snapshotTables(t.app, ['users', 'sessions', 'user_log']);
    expect((await change(other.id, newPassword(hash))).body.code).toBe(ErrorCode.resetInvalid);
    expect((await change(999999, newPassword(hash))).body.code).toBe(ErrorCode.resetInvalid);
    expect(await snapshotTables(t.app, ['users', 'sessions', 'user_log'])).toEqual(before);
  });

  it('unlocks an account locked by failed logins', async () => {
    const strict = await buildTestApp({ siteConfig: { maxFailedLogins: 2 } });
    try {
      const victim = await createMember(strict.app, { email: 'victim@example.com' });
      await login('victim@example.com', 'wrong-1', strict.app);
      expect((await login('victim@example.com', 'wrong-2', strict.app)).body.code).toBe(strict.siteConfig.loginErrorCodes.userLocked);
      expect((await login('victim@example.com', victim.password, strict.app)).body.code).toBe(strict.siteConfig.loginErrorCodes.userLocked);
      const { id, hash } = await emailedReset('victim@example.com', strict.app, strict.dataDir);
      expect((await change(id, newPassword(hash), strict.app)).status).toBe(200);
      const [row] = await strict.database.db.select().from(users).where(eq(users.id, victim.id));
      expect(row).toMatchObject({ status: 'active', failedLogins: 0 });
      expect((await login('victim@example.com', 'brand-new-pass', strict.app)).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('leaves an account an operator locked locked: no new reset is sent, and one sent before the lock changes nothing', async () => {
    const { id, hash } = await emailedReset();
    await t.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, member.id));
    expect((await requestByEmail('dana@example.com')).body).toEqual({ ok: true });
    expect(readOutbox(t.dataDir, '.eml')).toHaveLength(1);
    const before = await snapshotTables(t.app, ['users', 'sessions', 'user_log']);
    const refused = await change(id, newPassword(hash));
    expect([refused.status, refused.body.code]).toEqual([400, ErrorCode.resetInvalid]);
    expect(await snapshotTables(t.app, ['users', 'sessions', 'user_log'])).toEqual(before);
    expect(await userRow()).toMatchObject({ status: 'locked' });
    expect((await login('dana@example.com', 'brand-new-pass')).body.code).toBe(t.siteConfig.loginErrorCodes.userLocked);
  });

  it('activates a pending account: the member proved they own the address', async () => {
    const pending = await createMember(t.app, { email: 'pending@example.com', status: 'pending', activatedAt: null });
    const { id, hash } = await emailedReset('pending@example.com');
    expect((await change(id, newPassword(hash))).status).toBe(200);
    expect(await userRow(pending.id)).toMatchObject({ status: 'active', activatedAt: expect.any(Date) });
    const log = await t.database.db.select().from(userLog).where(eq(userLog.userId, pending.id));
    expect(log.map((entry) => entry.actionType)).toEqual(['activation', 'password_change']);
  });

  it('activates a registered account as its link would, which then answers that the account is active', async () => {
    const payload = registration();
    const registered = await visitor().call('register', { body: payload });
    expect(registered.status).toBe(200);
    const activation = lastLink(t.dataDir, '.eml', '/activate');
    const { id, hash } = await emailedReset(payload.user_email);
    expect((await change(id, newPassword(hash))).status).toBe(200);
    expect(await userRow(registered.body.user_id)).toMatchObject({ status: 'active', activatedAt: expect.any(Date) });

    const before = await snapshotTables(t.app, authTables);
    const late = await visitor().call('activate', { params: { a: activation.get('a')!, b: activation.get('b')! }, body: {} });
    expect(late).toMatchObject(failure(400, 'activationUsed'));
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
    const log = await t.database.db.select().from(userLog).where(eq(userLog.userId, registered.body.user_id));
    expect(log.map((entry) => entry.actionType)).toEqual(['registration', 'activation', 'password_change']);
    expect((await login(payload.user_email, 'brand-new-pass')).status).toBe(200);
  });

  it('never activates a pending account with a texted code: a phone does not prove the e-mail address', async () => {
    const pending = await createMember(t.app, { email: 'pending@example.com', phone: '+77017654321', status: 'pending', activatedAt: null });
    // A code texted before the rule that pending accounts get none.
    await t.database.db.insert(passwordResets).values({ userId: pending.id, hash: sha256('12345678'), channel: 'sms', expiresAt: new Date(Date.now() + 60_000) });
    const before = await snapshotTables(t.app, ['users', 'sessions', 'user_log']);
    expect(await change(pending.id, newPassword('12345678'))).toMatchObject(failure(400, 'resetInvalid'));
    expect(await snapshotTables(t.app, ['users', 'sessions', 'user_log'])).toEqual(before);
    expect(await userRow(pending.id)).toMatchObject({ status: 'pending', activatedAt: null });
  });

  const refusals: [string, number, ErrorCodeName, string, (hash: string) => object][] = [
    ['passwords that differ', 400, 'passwordsDiffer', 'The passwords do not match.', (hash) => ({ ...newPassword(hash), user_password_repeat: 'brand-new-pasS' })],
    ['a short password', 400, 'invalidPassword', 'The password must be at least 6 characters long.', (hash) => newPassword(hash, '12345')],
    ['an empty password', 400, 'invalidPassword', 'The password must be at least 6 characters long.', (hash) => newPassword(hash, '')],
    ['three emoji as the password', 400, 'invalidPassword', 'The password must be at least 6 characters long.', (hash) => newPassword(hash, '😀😀😀')],
    ['a missing repeat', 400, 'badInput', 'Missing field "user_password_repeat" in body.', (hash) => ({ user_password_new: 'brand-new-pass', user_password_reset_hash: hash })],
    ['a missing hash', 400, 'badInput', 'Missing field "user_password_reset_hash" in body.', () => ({ user_password_new: 'brand-new-pass', user_password_repeat: 'brand-new-pass' })],
    ['an unknown field', 400, 'badInput', 'Unknown field "user_id" in body.', (hash) => ({ ...newPassword(hash), user_id: 1 })],
    ['a number as the hash', 400, 'badInput', 'Invalid user_password_reset_hash: must be string.', () => newPassword(12345678 as unknown as string)],
    ['a 10 KB hash', 400, 'badInput', 'Invalid user_password_reset_hash: must NOT have more than 200 characters.', () => newPassword('h'.repeat(10_240))],
    ['a 10 KB password', 400, 'badInput', 'Invalid user_password_new: must NOT have more than 200 characters.', (hash) => newPassword(hash, 'p'.repeat(10_240))],
    ['SQL as the hash', 400, 'resetInvalid', 'This reset link or code is invalid, already used or expired. Please request a new one.', () => newPassword("' OR '1'='1")],
  ];
  it.each(refusals)('refuses %s with %i and code %s, changing nothing', async (_name, status, code, message, payload) => {
    const { id, hash } = await emailedReset();
    const before = await snapshotTables(t.app, ['users', 'sessions', 'user_log']);
    const response = await change(id, payload(hash));
    expect(response).toMatchObject(failure(status, code));
    expect(response.body).toMatchObject({ message });
    expect(await snapshotTables(t.app, ['users', 'sessions', 'user_log'])).toEqual(before);
    // The reset survives input mistakes.
    expect((await change(id, newPassword(hash))).status).toBe(200);
  });

  it.each(['0', 'abc', '1 OR 1=1', '-1'])('refuses user id %s with 400', async (id) => {
    expect(await change(id, newPassword('anything-here'))).toMatchObject(failure(400, 'badInput'));
  });
});

describe('GET /password_phone/{phone}', () => {
  it('texts a code and a /passChange link; the code sets the new password', async () => {
    const { status, body } = await requestByPhone('+7 (701) 234-56-78');
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
    const [sms] = readSms(t.dataDir);
    expect(sms!.content).toContain('To: +77012345678');
    const code = /reset code is (\d{8})\./.exec(sms!.content)?.[1];
    expect(code).toBeDefined();
    const link = lastLink(t.dataDir, '.sms.txt', '/passChange');
    expect(link.get('id')).toBe(String(member.id));
    expect(link.get('hash')).toBe(code);
    const [reset] = await t.database.db.select().from(passwordResets);
    expect(reset).toMatchObject({ channel: 'sms', hash: sha256(code!) });

    expect((await change(member.id, newPassword(code!))).status).toBe(200);
    expect((await login('dana@example.com', 'brand-new-pass')).status).toBe(200);
  });

  it('answers the same for an unknown number and a pending account\'s number, and texts neither', async () => {
    await createMember(t.app, { email: 'pending@example.com', phone: '+77017654321', status: 'pending', activatedAt: null });
    const known = await requestByPhone('+77012345678');
    for (const phone of ['+77019999999', '+77017654321']) {
      const answer = await requestByPhone(phone);
      expect([answer.status, answer.body]).toEqual([known.status, known.body]);
    }
    expect(readSms(t.dataDir)).toHaveLength(1);
    expect(await t.database.db.select().from(passwordResets)).toHaveLength(1);
  });

  it.each<[string, string, number, ErrorCodeName | undefined]>([
    ['letters', 'call-me-maybe', 400, 'invalidPhone'],
    ['SQL', "' OR 1=1 --", 400, 'invalidPhone'],
    ['a script', '<script>', 400, 'invalidPhone'],
    ['a 10 KB number', '7'.repeat(10_240), 414, undefined],
    ['a 40-digit number', '7'.repeat(40), 400, 'badInput'],
  ])('refuses %s with %i and sends nothing', async (_name, phone, status, code) => {
    const before = await snapshotTables(t.app, authTables);
    const response = await requestByPhone(phone);
    expect(response.status).toBe(status);
    if (code) expect(response).toMatchObject(failure(status, code));
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
    expect(readSms(t.dataDir)).toHaveLength(0);
  });
});

describe('POST /password_phone/{phone}', () => {
  const changeByPhone = (phone: string, payload: object) => visitor().call('changePasswordByPhone', { params: { phone }, rawBody: JSON.stringify(payload) });

  it('sets the new password with the texted code typed in, the number written as the member likes', async () => {
    const code = await textedReset();
    expect(await changeByPhone('+7 (701) 234-56-78', newPassword(code))).toMatchObject({ status: 200, body: { ok: true } });
    expect((await login('dana@example.com', 'brand-new-pass')).status).toBe(200);
    // Once: the code is spent.
    expect(await changeByPhone('+77012345678', newPassword(code, 'another-pass'))).toMatchObject(failure(400, 'resetInvalid'));
  });

  it('answers an unknown number, another member\'s number and a pending account\'s number as a wrong code, changing nothing', async () => {
    const code = await textedReset();
    await createMember(t.app, { email: 'other@example.com', phone: '+77011112233' });
    await createMember(t.app, { email: 'pending@example.com', phone: '+77017654321', status: 'pending', activatedAt: null });
    const before = await snapshotTables(t.app, authTables);
    for (const phone of ['+77019999999', '+77011112233', '+77017654321']) {
      expect(await changeByPhone(phone, newPassword(code))).toMatchObject(failure(400, 'resetInvalid'));
    }
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
    expect(await changeByPhone('+77012345678', newPassword('00000000'))).toMatchObject(failure(400, 'resetInvalid'));
    expect((await login('dana@example.com', 'brand-new-pass')).body.code).toBe(t.siteConfig.loginErrorCodes.wrongPassword);
    expect((await login('dana@example.com', member.password)).status).toBe(200);
  });

  it.each<[string, string, object, ErrorCodeName]>([
    ['letters as the number', 'call-me-maybe', newPassword('12345678'), 'invalidPhone'],
    ['a short password', '+77012345678', newPassword('12345678', '12345'), 'invalidPassword'],
    ['passwords that differ', '+77012345678', { ...newPassword('12345678'), user_password_repeat: 'other-pass' }, 'passwordsDiffer'],
    ['a missing code', '+77012345678', { user_password_new: 'brand-new-pass', user_password_repeat: 'brand-new-pass' }, 'badInput'],
  ])('refuses %s with 400 %s, changing nothing', async (_name, phone, payload, code) => {
    await textedReset();
    const before = await snapshotTables(t.app, authTables);
    expect(await changeByPhone(phone, payload)).toMatchObject(failure(400, code));
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
  });
});
