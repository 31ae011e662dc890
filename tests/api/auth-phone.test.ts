import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languages, sessions, smsCodes, users } from '../../server/db/schema/index';
import { sha256 } from '../../server/lib/crypto';
import { authPolicy, authRateLimits } from '../../server/core/services/auth-policy';
import { authTables, readSms } from '../factories/auth';
import { snapshotTables } from '../factories/snapshot';
import { createGuest, createMember, type TestMember } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';
import { ErrorCode, type ErrorCodeName } from '@contract/schemas/errors';
import type { SiteConfig } from '@contract/schemas/site-config';
import { MAX_PHONE_LENGTH } from '@contract/rules/validation';
import { withKazakhPhones } from '../factories/phone-patterns';

let t: TestApp;
let member: TestMember;
/** The app with `siteConfig` over the defaults, and a member whose number is +77012345678. */
async function start(siteConfig: Partial<SiteConfig> = {}) {
  t = await buildTestApp({ siteConfig });
  member = await createMember(t.app, { email: 'dana@example.com', phone: '+77012345678' });
}
afterEach(() => t.close());

const { as } = contractClient(() => t.app);
const checkPhone = (phone: string) => as(null).call('checkPhone', { query: { user_phone: phone } });
const phoneQuery = (phone: string) => `user_phone=${encodeURIComponent(phone)}`;
const emailCheck = (email: string) => as(null).call('isEmailValid', { params: { email } });
const sendCode = (body: { user_phone: string }) => as(null).call('sendSmsCode', { body });
const validateCode = (body: { user_phone: string; code: string; fingerprint?: string }) => as(null).call('validateSmsCode', { body });
/** The code of the newest sign-in SMS in the outbox. */
const lastCode = () => /sign-in code is (\d{6})\./.exec(readSms(t.dataDir).at(-1)?.content ?? '')?.[1];

type PhoneCheck = [name: string, phone: string, answer: { valid: boolean; taken: boolean }];
const answersEach = async (_name: string, phone: string, expected: PhoneCheck[2]) => {
  const { status, body } = await checkPhone(phone);
  expect(status).toBe(200);
  expect(body).toEqual(expected);
};
const notPhones: PhoneCheck[] = [
  ['letters', 'call me', { valid: false, taken: false }],
  ['SQL', "' OR 1=1 --", { valid: false, taken: false }],
  ['a script', '<script>', { valid: false, taken: false }],
];

describe('GET /remote/checkphone without phone patterns (the default): digits, plus, hyphen, parentheses, dot and space', () => {
  beforeEach(() => start());

  it.each<PhoneCheck>([
    ['a local number', '555-1234', { valid: true, taken: false }],
    ['a number with every allowed character', '+1 (555) 010.0100', { valid: true, taken: false }],
    ['a taken number, written differently', '+7 (701) 234-56-78', { valid: true, taken: true }],
    ['a letter', '555x', { valid: false, taken: false }],
    ['an extension', '+1 555 0100 ext 7', { valid: false, taken: false }],
    ['a number of the longest length', '1'.repeat(MAX_PHONE_LENGTH), { valid: true, taken: false }],
    ['a number one character too long', '1'.repeat(MAX_PHONE_LENGTH + 1), { valid: false, taken: false }],
    ...notPhones,
  ])('answers %s', answersEach);
});

describe('GET /remote/checkphone with a configured pattern: only numbers it matches', () => {
  beforeEach(() => start(withKazakhPhones));

  it.each<PhoneCheck>([
    ['a free number', '+7 701 111 22 33', { valid: true, taken: false }],
    ['a taken number, written differently', '+7 (701) 234-56-78', { valid: true, taken: true }],
    ['a number outside the patterns', '+1 555 0100', { valid: false, taken: false }],
    ['a local number of the allowed characters', '555-1234', { valid: false, taken: false }],
    ...notPhones,
  ])('answers %s', answersEach);
});

describe('GET /remote/checkphone', () => {
  beforeEach(() => start());

  it('does not count a deleted account\'s number as taken', async () => {
    await createMember(t.app, { phone: '+77015550000', status: 'deleted' });
    expect((await checkPhone('+77015550000')).body).toEqual({ valid: true, taken: false });
  });

  it.each([
    ['no user_phone', ''],
    ['an empty user_phone', 'user_phone='],
    ['an unknown parameter', `${phoneQuery('+77011112233')}&admin=1`],
    ['a 10 KB number', phoneQuery('7'.repeat(10_240))],
  ])('refuses %s with 400', async (_name, query) => {
    // Queries the contract's types refuse: sent as they are.
    expect(await as(null).call('checkPhone', { rawQuery: query })).toMatchObject(failure(400, 'badInput'));
  });

  it(`limits the check to ${authRateLimits.checkPhone.max} a minute per address`, async () => {
    for (let i = 0; i < authRateLimits.checkPhone.max; i += 1) expect((await checkPhone('+77011112233')).status).toBe(200);
    const limited = await checkPhone('+77011112233');
    expect(limited).toMatchObject(failure(429, 'throttled'));
  });
});

describe('GET /user/email/isValid/{email}', () => {
  beforeEach(() => start());
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

  it.each(['dana@example', 'no-at-sign.com', "' OR 1=1 --", '<script>alert(1)</script>', 'a@'])('answers %s as not valid', async (email) => {
    const { status, body } = await emailCheck(email);
    expect(status).toBe(200);
    expect(body).toEqual({ valid: false, exists: false, isGuest: false });
  });

  it('refuses a 10 KB address with 414', async () => {
    expect(await emailCheck(`${'a'.repeat(10_240)}@example.com`)).toMatchObject(failure(414, 'badInput'));
  });
});

describe('SMS sign-in', () => {
  beforeEach(() => start());
  it("texts the code in the member's language", async () => {
    const [ru] = await t.database.db.select().from(languages).where(eq(languages.uiName, 'ru'));
    await t.database.db.update(users).set({ languageId: ru!.id }).where(eq(users.id, member.id));
    expect((await sendCode({ user_phone: '+77012345678' })).status).toBe(200);
    expect(readSms(t.dataDir).at(-1)?.content).toMatch(/\nPanelist: ваш код для входа: \d{6}\. Действует 10 минут\./);
  });

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
    const details = await as(`${member.id}:${body.token}`).call('getUser', { params: { id: String(member.id) } });
    expect(details.status).toBe(200);

    const again = await validateCode({ user_phone: '+77012345678', code });
    expect(again).toMatchObject(failure(400, 'smsCodeExpired'));
    expect(again.body).toMatchObject({ message: 'The code has expired or was already used. Please request a new one.' });
  });

  it('signs in with a blank fingerprint, recording none', async () => {
    expect((await sendCode({ user_phone: '+77012345678' })).status).toBe(200);
    const { status, body } = await validateCode({ user_phone: '+77012345678', code: lastCode()!, fingerprint: '' });
    expect(status).toBe(200);
    expect(body.user_id).toBe(member.id);
    expect((await t.database.db.select().from(users).where(eq(users.id, member.id)))[0]!.fingerprint).toBeNull();
  });

  it("answers the same for unknown numbers and for a guest's, and texts neither", async () => {
    await createGuest(t.app, 'guestprint8', { phone: '+77010000003' });
    const known = await sendCode({ user_phone: '+77012345678' });
    for (const phone of ['+77019999999', '+77010000003']) {
      const answer = await sendCode({ user_phone: phone });
      expect([answer.status, answer.body]).toEqual([known.status, known.body]);
    }
    expect(readSms(t.dataDir)).toHaveLength(1);
    expect(await t.database.db.select().from(smsCodes)).toHaveLength(1);
  });

  it('tells a member not activated yet, or blocked, why no code comes, with the login errors, and texts none', async () => {
    await createMember(t.app, { phone: '+77010000001', status: 'pending' });
    await createMember(t.app, { phone: '+77010000002', status: 'locked' });
    const codes = t.siteConfig.loginErrorCodes;
    const pending = await sendCode({ user_phone: '+7 701 000 00 01' });
    expect([pending.status, pending.body.code, pending.body.message]).toEqual([403, codes.userNotActive, 'Inactive User!']);
    const locked = await sendCode({ user_phone: '+77010000002' });
    expect([locked.status, locked.body.code, locked.body.message]).toEqual([403, codes.userLocked, 'Blocked User!']);
    expect(readSms(t.dataDir)).toHaveLength(0);
    expect(await t.database.db.select().from(smsCodes)).toHaveLength(0);
  });

  it(`texts at most ${authPolicy.smsCodesPerPhone} codes to a number however many are asked for at once`, async () => {
    // Nine: the route's own rate limit (10 a minute from one address) is not what answers here.
    const answers = await Promise.all(Array.from({ length: 9 }, () => sendCode({ user_phone: '+77012345678' })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array.from({ length: authPolicy.smsCodesPerPhone }, () => 200), ...Array.from({ length: 9 - authPolicy.smsCodesPerPhone }, () => 429)]);
    expect(readSms(t.dataDir)).toHaveLength(authPolicy.smsCodesPerPhone);
  });

  it(`texts at most ${authPolicy.smsCodesPerPhone} codes to a number per code lifetime`, async () => {
    for (let i = 0; i < authPolicy.smsCodesPerPhone; i += 1) expect((await sendCode({ user_phone: '+77012345678' })).status).toBe(200);
    // One more is refused in so many words, not answered as sent.
    const refused = await sendCode({ user_phone: '+77012345678' });
    expect([refused.status, refused.body.code]).toEqual([429, ErrorCode.throttled]);
    expect(refused.body.message).toBe('At most 3 codes are sent to a number in 10 minutes. Please wait a few minutes and use the last code you got.');
    expect(readSms(t.dataDir)).toHaveLength(authPolicy.smsCodesPerPhone);
  });

  it('refuses a wrong code as wrong, and the right one still signs in', async () => {
    await sendCode({ user_phone: '+77012345678' });
    const code = lastCode()!;
    const wrong = await validateCode({ user_phone: '+77012345678', code: code === '000000' ? '111111' : '000000' });
    expect([wrong.status, wrong.body]).toEqual([400, { code: ErrorCode.smsCodeInvalid, error: 'Bad Request', message: 'The code is wrong. Please check it and try again.' }]);
    expect((await validateCode({ user_phone: '+77012345678', code })).status).toBe(200);
  });

  it('a number that was sent no code is told the code is wrong', async () => {
    expect((await validateCode({ user_phone: '+77012345678', code: '123456' })).body.code).toBe(ErrorCode.smsCodeInvalid);
  });

  it('refuses an expired code as expired', async () => {
    await sendCode({ user_phone: '+77012345678' });
    await t.database.db.update(smsCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const before = await snapshotTables(t.app, ['users', 'sessions']);
    const expired = await validateCode({ user_phone: '+77012345678', code: lastCode()! });
    expect([expired.status, expired.body.code, expired.body.message]).toEqual([400, ErrorCode.smsCodeExpired, 'The code has expired or was already used. Please request a new one.']);
    expect(await snapshotTables(t.app, ['users', 'sessions'])).toEqual(before);
  });

  it(`kills a code after ${authPolicy.smsCodeMaxAttempts} wrong guesses`, async () => {
    await sendCode({ user_phone: '+77012345678' });
    const code = lastCode()!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < authPolicy.smsCodeMaxAttempts; i += 1) expect((await validateCode({ user_phone: '+77012345678', code: wrong })).body.code).toBe(ErrorCode.smsCodeInvalid);
    const last = await validateCode({ user_phone: '+77012345678', code: wrong });
    expect([last.status, last.body.code, last.body.message]).toEqual([400, ErrorCode.smsCodeAttemptsUsedUp, 'Too many wrong codes. Please request a new one.']);
    expect((await validateCode({ user_phone: '+77012345678', code })).body.code).toBe(ErrorCode.smsCodeAttemptsUsedUp);
    // A new code works again.
    await sendCode({ user_phone: '+77012345678' });
    expect((await validateCode({ user_phone: '+77012345678', code: lastCode()! })).status).toBe(200);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(2);
  });

  it('refuses the code once the account is locked', async () => {
    await sendCode({ user_phone: '+77012345678' });
    await t.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, member.id));
    const before = await snapshotTables(t.app, ['users', 'sessions']);
    expect((await validateCode({ user_phone: '+77012345678', code: lastCode()! })).body.code).toBe(ErrorCode.smsCodeInvalid);
    expect(await snapshotTables(t.app, ['users', 'sessions'])).toEqual(before);
  });

  it.each<['sendSmsCode' | 'validateSmsCode', string, object, ErrorCodeName]>([
    ['sendSmsCode', 'no number', {}, 'badInput'],
    ['sendSmsCode', 'letters', { user_phone: 'call me' }, 'invalidPhone'],
    ['sendSmsCode', 'SQL', { user_phone: "' OR 1=1 --" }, 'invalidPhone'],
    ['sendSmsCode', 'no digit', { user_phone: '---' }, 'invalidPhone'],
    ['sendSmsCode', 'a number as the phone', { user_phone: 77012345678 }, 'badInput'],
    ['sendSmsCode', 'a 10 KB number', { user_phone: '7'.repeat(10_240) }, 'badInput'],
    ['sendSmsCode', 'an unknown field', { user_phone: '+77012345678', user_id: 1 }, 'badInput'],
    ['validateSmsCode', 'no code', { user_phone: '+77012345678' }, 'badInput'],
    ['validateSmsCode', 'letters as the code', { user_phone: '+77012345678', code: 'abcdef' }, 'badInput'],
    ['validateSmsCode', 'SQL as the code', { user_phone: '+77012345678', code: "1' OR '1'='1" }, 'badInput'],
    ['validateSmsCode', 'a number type code', { user_phone: '+77012345678', code: 123456 }, 'badInput'],
    ['validateSmsCode', 'a script as the fingerprint', { user_phone: '+77012345678', code: '123456', fingerprint: '<script>' }, 'badInput'],
    ['validateSmsCode', 'letters as the phone', { user_phone: 'call me', code: '123456' }, 'invalidPhone'],
  ])('%s refuses %s with 400 and code %s', async (route, _name, payload, code) => {
    await sendCode({ user_phone: '+77012345678' });
    const before = await snapshotTables(t.app, authTables);
    // Bodies the contract's types refuse: sent as raw JSON.
    expect(await as(null).call(route, { rawBody: JSON.stringify(payload) })).toMatchObject(failure(400, code));
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
    expect(readSms(t.dataDir)).toHaveLength(1);
  });
});
