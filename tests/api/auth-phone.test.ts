import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions, smsCodes, users } from '../../server/db/schema/index';
import { sha256 } from '../../server/lib/crypto';
import { authPolicy, authRateLimits } from '../../server/core/services/auth-policy';
import { authTables, readSms } from '../factories/auth';
import { snapshotTables } from '../factories/snapshot';
import { createGuest, createMember, type TestMember } from '../factories/users';
import { buildTestApp, call, type TestApp } from '../helper';

let t: TestApp;
let member: TestMember;
beforeEach(async () => {
  t = await buildTestApp();
  member = await createMember(t.app, { email: 'dana@example.com', phone: '+77012345678' });
});
afterEach(() => t.close());

const checkPhone = (query: string, app = t.app) => call(app, { method: 'GET', url: `/rest/remote/checkphone?${query}` });
const phoneQuery = (phone: string) => `user_phone=${encodeURIComponent(phone)}`;
const emailCheck = (email: string) => call(t.app, { method: 'GET', url: `/rest/user/email/isValid/${encodeURIComponent(email)}` });
const sendCode = (payload: object) => call(t.app, { method: 'POST', url: '/rest/sendSmsCode/', payload });
const validateCode = (payload: object) => call(t.app, { method: 'POST', url: '/rest/validateSmsCode/', payload });
/** The code of the newest sign-in SMS in the outbox. */
const lastCode = () => /sign-in code is (\d{6})\./.exec(readSms(t.dataDir).at(-1)?.content ?? '')?.[1];

describe('GET /remote/checkphone', () => {
  it.each([
    ['a free number', '+7 701 111 22 33', { valid: true, taken: false }],
    ['a taken number, written differently', '+7 (701) 234-56-78', { valid: true, taken: true }],
    ['a number outside the patterns', '+1 555 0100', { valid: false, taken: false }],
    ['letters', 'call me', { valid: false, taken: false }],
    ['SQL', "' OR 1=1 --", { valid: false, taken: false }],
    ['a script', '<script>', { valid: false, taken: false }],
  ])('answers %s', async (_name, phone, expected) => {
    const { status, body } = await checkPhone(phoneQuery(phone));
    expect(status).toBe(200);
    expect(body).toEqual(expected);
  });

  it('falls back to the spec\'s allowed characters when no pattern is configured', async () => {
    const open = await buildTestApp({ siteConfig: { phonePatterns: [] } });
    try {
      expect((await checkPhone(phoneQuery('+1 (555) 010-0100'), open.app)).body).toEqual({ valid: true, taken: false });
      expect((await checkPhone(phoneQuery('+1 555 0100 ext 7'), open.app)).body).toEqual({ valid: false, taken: false });
    } finally {
      await open.close();
    }
  });

  it('does not count a deleted account\'s number as taken', async () => {
    await createMember(t.app, { phone: '+77015550000', status: 'deleted' });
    expect((await checkPhone(phoneQuery('+77015550000'))).body).toEqual({ valid: true, taken: false });
  });

  it.each([
    ['no user_phone', ''],
    ['an empty user_phone', 'user_phone='],
    ['an unknown parameter', `${phoneQuery('+77011112233')}&admin=1`],
    ['a 10 KB number', phoneQuery('7'.repeat(10_240))],
  ])('refuses %s with 400', async (_name, query) => {
    const { status, body } = await checkPhone(query);
    expect(status).toBe(400);
    expect(body.code).toBe(100);
  });

  it(`limits the check to ${authRateLimits.checkPhone.max} a minute per address`, async () => {
    for (let i = 0; i < authRateLimits.checkPhone.max; i += 1) expect((await checkPhone(phoneQuery('+77011112233'))).status).toBe(200);
    const limited = await checkPhone(phoneQuery('+77011112233'));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(105);
  });
});

describe('GET /user/email/isValid/{email}', () => {
  it('tells a free, a taken and a guest address apart', async () => {
    const guest = await createGuest(t.app, 'guestprint7');
    expect((await emailCheck('new@example.com')).body).toEqual({ valid: true, exists: false, isGuest: false });
    expect((await emailCheck('DANA@example.com')).body).toEqual({ valid: true, exists: true, isGuest: false });
    expect((await emailCheck(guest.email)).body).toEqual({ valid: true, exists: true, isGuest: true });
  });

  it('does not count a deleted account', async () => {
    await createMember(t.app, { email: 'gone@example.com', status: 'deleted' });
    expect((await emailCheck('gone@example.com')).body).toEqual({ valid: true, exists: false, isGuest: false });
  });

  it.each(['dana@example', 'no-at-sign.com', "' OR 1=1 --", '<script>alert(1)</script>'])('answers %s as not valid', async (email) => {
    const { status, body } = await emailCheck(email);
    expect(status).toBe(200);
    expect(body).toEqual({ valid: false, exists: false, isGuest: false });
  });

  it('refuses a too short address with 400 and a 10 KB one with 414', async () => {
    expect((await emailCheck('a@')).status).toBe(400);
    expect((await emailCheck(`${'a'.repeat(10_240)}@example.com`)).status).toBe(414);
  });
});

describe('SMS sign-in', () => {
  it('texts a 6-digit code that signs the member in once', async () => {
    const sent = await sendCode({ user_phone: '+7 701 234 56 78' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ ok: true });
    const [sms] = readSms(t.dataDir);
    expect(sms!.content).toContain('To: +77012345678');
    const code = lastCode()!;
    const [row] = await t.database.db.select().from(smsCodes);
    expect(row).toMatchObject({ phone: '+77012345678', codeHash: sha256(code), attempts: 0, usedAt: null });
    const lifetime = row!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);

    const { status, body } = await validateCode({ user_phone: '+77012345678', code, fingerprint: 'fp-phone-77' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ user_id: member.id, token: expect.any(String), level: 1 });
    expect((await t.database.db.select().from(users).where(eq(users.id, member.id)))[0]!.fingerprint).toBe('fp-phone-77');
    const details = await call(t.app, { method: 'GET', url: `/rest/user/${member.id}`, headers: { authorization: `${member.id}:${body.token}` } });
    expect(details.status).toBe(200);

    const again = await validateCode({ user_phone: '+77012345678', code });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 160, message: 'The code has expired or was already used. Please request a new one.' });
  });

  it('answers the same for unknown numbers and for accounts that cannot sign in, and texts none of them', async () => {
    await createMember(t.app, { phone: '+77010000001', status: 'pending' });
    await createMember(t.app, { phone: '+77010000002', status: 'locked' });
    await createGuest(t.app, 'guestprint8', { phone: '+77010000003' });
    const known = await sendCode({ user_phone: '+77012345678' });
    for (const phone of ['+77019999999', '+77010000001', '+77010000002', '+77010000003']) {
      const answer = await sendCode({ user_phone: phone });
      expect([answer.status, answer.body]).toEqual([known.status, known.body]);
    }
    expect(readSms(t.dataDir)).toHaveLength(1);
    expect(await t.database.db.select().from(smsCodes)).toHaveLength(1);
  });

  it(`texts at most ${authPolicy.smsCodesPerPhone} codes to a number per code lifetime`, async () => {
    for (let i = 0; i <= authPolicy.smsCodesPerPhone; i += 1) expect((await sendCode({ user_phone: '+77012345678' })).status).toBe(200);
    expect(readSms(t.dataDir)).toHaveLength(authPolicy.smsCodesPerPhone);
  });

  it('refuses a wrong code as wrong, and the right one still signs in', async () => {
    await sendCode({ user_phone: '+77012345678' });
    const code = lastCode()!;
    const wrong = await validateCode({ user_phone: '+77012345678', code: code === '000000' ? '111111' : '000000' });
    expect([wrong.status, wrong.body]).toEqual([400, { code: 122, error: 'Bad Request', message: 'The code is wrong. Please check it and try again.' }]);
    expect((await validateCode({ user_phone: '+77012345678', code })).status).toBe(200);
  });

  it('a number that was sent no code is told the code is wrong', async () => {
    expect((await validateCode({ user_phone: '+77012345678', code: '123456' })).body.code).toBe(122);
  });

  it('refuses an expired code as expired', async () => {
    await sendCode({ user_phone: '+77012345678' });
    await t.database.db.update(smsCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const before = await snapshotTables(t.app, ['users', 'sessions']);
    const expired = await validateCode({ user_phone: '+77012345678', code: lastCode()! });
    expect([expired.status, expired.body.code, expired.body.message]).toEqual([400, 160, 'The code has expired or was already used. Please request a new one.']);
    expect(await snapshotTables(t.app, ['users', 'sessions'])).toEqual(before);
  });

  it(`kills a code after ${authPolicy.smsCodeMaxAttempts} wrong guesses`, async () => {
    await sendCode({ user_phone: '+77012345678' });
    const code = lastCode()!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < authPolicy.smsCodeMaxAttempts; i += 1) expect((await validateCode({ user_phone: '+77012345678', code: wrong })).body.code).toBe(122);
    const last = await validateCode({ user_phone: '+77012345678', code: wrong });
    expect([last.status, last.body.code, last.body.message]).toEqual([400, 161, 'Too many wrong codes. Please request a new one.']);
    expect((await validateCode({ user_phone: '+77012345678', code })).body.code).toBe(161);
    // A new code works again.
    await sendCode({ user_phone: '+77012345678' });
    expect((await validateCode({ user_phone: '+77012345678', code: lastCode()! })).status).toBe(200);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(2);
  });

  it('refuses the code once the account is locked', async () => {
    await sendCode({ user_phone: '+77012345678' });
    await t.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, member.id));
    const before = await snapshotTables(t.app, ['users', 'sessions']);
    expect((await validateCode({ user_phone: '+77012345678', code: lastCode()! })).body.code).toBe(122);
    expect(await snapshotTables(t.app, ['users', 'sessions'])).toEqual(before);
  });

  it.each([
    ['sendSmsCode', 'no number', {}, 100],
    ['sendSmsCode', 'letters', { user_phone: 'call me' }, 114],
    ['sendSmsCode', 'SQL', { user_phone: "' OR 1=1 --" }, 114],
    ['sendSmsCode', 'a number as the phone', { user_phone: 77012345678 }, 100],
    ['sendSmsCode', 'a 10 KB number', { user_phone: '7'.repeat(10_240) }, 100],
    ['sendSmsCode', 'an unknown field', { user_phone: '+77012345678', user_id: 1 }, 100],
    ['validateSmsCode', 'no code', { user_phone: '+77012345678' }, 100],
    ['validateSmsCode', 'letters as the code', { user_phone: '+77012345678', code: 'abcdef' }, 100],
    ['validateSmsCode', 'SQL as the code', { user_phone: '+77012345678', code: "1' OR '1'='1" }, 100],
    ['validateSmsCode', 'a number type code', { user_phone: '+77012345678', code: 123456 }, 100],
    ['validateSmsCode', 'a script as the fingerprint', { user_phone: '+77012345678', code: '123456', fingerprint: '<script>' }, 100],
    ['validateSmsCode', 'letters as the phone', { user_phone: 'call me', code: '123456' }, 114],
  ])('%s refuses %s with 400 and code %i', async (route, _name, payload, code) => {
    await sendCode({ user_phone: '+77012345678' });
    const before = await snapshotTables(t.app, authTables);
    const { status, body } = await call(t.app, { method: 'POST', url: `/rest/${route}/`, payload });
    expect(status).toBe(400);
    expect(body.code).toBe(code);
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
    expect(readSms(t.dataDir)).toHaveLength(1);
  });
});
