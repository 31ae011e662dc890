import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { users } from '../../server/db/schema/index';
import { authPolicy } from '../../server/core/services/auth-policy';
import { basic, lastLink, readSms } from '../factories/auth';
import { createMember, type TestMember } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';
import { ErrorCode } from '@contract/schemas/errors';
import { createManualClock, type ManualClock } from '../../server/lib/clock';

let t: TestApp;
let member: TestMember;
let clock: ManualClock;
beforeEach(async () => {
  clock = createManualClock();
  // The per-route request rate limit (60 a minute) is another layer: off, so the sign-in throttles are what answers.
  t = await buildTestApp({ siteConfig: { maxFailedLogins: 3 }, env: { RATE_LIMIT_DISABLED: 'true' }, clock });
  member = await createMember(t.app, { email: 'dana@example.com' });
});
afterEach(() => t.close());

const codes = () => t.siteConfig.loginErrorCodes;
const { as } = contractClient(() => t.app);
/** Signs in with Basic e-mail:password, from an address and with a device cookie when given. */
const signIn = (email: string, password: string, options: { remoteAddress?: string; cookie?: string; app?: TestApp['app'] } = {}) =>
  contractClient(() => options.app ?? t.app).as(basic(email, password)).call('login', {
    body: {}, remoteAddress: options.remoteAddress, headers: options.cookie ? { cookie: options.cookie } : {},
  });
const login = (password: string, options: Parameters<typeof signIn>[2] = {}) => signIn('dana@example.com', password, options);
const row = async () => (await t.database.db.select().from(users).where(eq(users.id, member.id)))[0]!;
/** Moves the server's clock a second past the lockout's end. */
const expireLockout = async () => clock.set((await row()).lockedUntil!.getTime() + 1000);
async function lockOut(remoteAddress = '203.0.113.9') {
  for (let i = 0; i < 3; i += 1) await login(`wrong-${i}`, { remoteAddress });
}

/** The device cookie a successful sign-in set: `name=value` for a Cookie header. */
async function deviceCookieOf(remoteAddress = '198.51.100.20'): Promise<string> {
  const signedIn = await login(member.password, { remoteAddress });
  expect(signedIn.status).toBe(200);
  const header = String(signedIn.headers['set-cookie']);
  expect(header).toMatch(new RegExp(`^panelist_device_${member.id}=d1\\.`));
  expect(header).toMatch(/HttpOnly/);
  expect(header).toMatch(/SameSite=Strict/);
  expect(header).toMatch(/Path=\/rest\/user\/login/);
  return header.split(';')[0]!;
}

describe('the account lockout', () => {
  it('expires by itself: the right password works again afterwards, no reset needed', async () => {
    await lockOut();
    expect((await login(member.password)).body.code).toBe(codes().userLocked);
    await expireLockout();
    expect((await login(member.password)).status).toBe(200);
    expect(await row()).toMatchObject({ lockouts: 0, lockedUntil: null, failedLogins: 0 });
  });

  it('grows: each lockout since the last sign-in lasts twice the one before', async () => {
    await lockOut();
    const first = (await row()).lockedUntil!.getTime() - clock.now();
    await expireLockout();
    await lockOut();
    const second = (await row()).lockedUntil!.getTime() - clock.now();
    expect(first).toBeGreaterThan(authPolicy.lockout.baseMs - 10_000);
    expect(first).toBeLessThanOrEqual(authPolicy.lockout.baseMs);
    expect(second).toBeGreaterThan(2 * authPolicy.lockout.baseMs - 10_000);
    expect((await row()).lockouts).toBe(2);
  });

  it('is taken once by wrong passwords sent together: the tries checked after it count for nothing and are refused', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(`wrong-${i}`, { remoteAddress: `203.0.113.${i + 1}` })));
    const wrong = answers.filter((answer) => answer.body.code === codes().wrongPassword);
    const lockedAnswers = answers.filter((answer) => answer.body.code === codes().userLocked);
    expect(wrong.length).toBeLessThan(t.siteConfig.maxFailedLogins);
    expect(wrong.length + lockedAnswers.length).toBe(12);
    expect(await row()).toMatchObject({ lockouts: 1, failedLogins: 0 });
    expect((await login(member.password, { remoteAddress: '198.51.100.3' })).body.code).toBe(codes().userLocked);
  });

  it('lets the right password sent several times at once sign in every time (a member on several devices)', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => login(member.password, { remoteAddress: `198.51.100.${i + 10}` })));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200));
  });

  it('does not count the right password of an account not activated yet', async () => {
    const pending = await createMember(t.app, { email: 'pending@example.com', status: 'pending' });
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn('pending@example.com', pending.password, { remoteAddress: `203.0.113.${40 + i}` })).body.code).toBe(codes().userNotActive);
    }
  });

  it('is stored in the database: another instance on the same database refuses too', async () => {
    await lockOut();
    const other = await buildApp({ env: t.env, siteConfig: t.siteConfig, database: t.database });
    try {
      const refused = await login(member.password, { app: other });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: codes().userLocked, message: 'Blocked User!' });
    } finally {
      await other.close();
    }
  });
});

describe('device cookies', () => {
  it('let the member in from their device while an attacker elsewhere has locked the account out', async () => {
    const cookie = await deviceCookieOf();
    await lockOut('203.0.113.66');
    expect((await login(member.password, { remoteAddress: '198.51.100.77' })).body.code).toBe(codes().userLocked);
    expect((await login(member.password, { remoteAddress: '198.51.100.77', cookie })).status).toBe(200);
  });

  it('let the member in from a shared address whose sign-ins the throttle holds back', async () => {
    const cookie = await deviceCookieOf();
    const shared = '192.0.2.50';
    for (let i = 0; i < authPolicy.failedPasswordsPerAddress.max; i += 1) {
      await signIn(`spray${i % 5}@example.com`, 'guess', { remoteAddress: shared });
    }
    expect(await login(member.password, { remoteAddress: shared })).toMatchObject(failure(429, 'throttled'));
    expect((await login(member.password, { remoteAddress: shared, cookie })).status).toBe(200);
  }, 120_000);

  it('are refused when forged, altered or another member\'s', async () => {
    const other = await createMember(t.app, { email: 'other@example.com' });
    const otherSignIn = await signIn('other@example.com', other.password);
    const othersCookie = String(otherSignIn.headers['set-cookie']).split(';')[0]!.replace(`panelist_device_${other.id}`, `panelist_device_${member.id}`);
    const mine = await deviceCookieOf();
    const altered = `${mine.slice(0, -2)}${mine.endsWith('AA') ? 'BB' : 'AA'}`;
    await lockOut();
    for (const cookie of [othersCookie, altered, `panelist_device_${member.id}=d1.${member.id}.1700000000.${'A'.repeat(43)}`]) {
      expect((await login(member.password, { cookie })).body.code).toBe(codes().userLocked);
    }
  });

  it('count wrong passwords sent together with one cookie from their start: those past its allowance meet the account\'s rules', async () => {
    const cookie = await deviceCookieOf();
    const { max } = authPolicy.deviceCookie.failures;
    const extra = t.siteConfig.maxFailedLogins;
    const answers = await Promise.all(Array.from({ length: max + extra }, (_, i) => login(`wrong-${i}`, { cookie })));
    expect(answers.every(({ status }) => status === 401 || status === 403)).toBe(true);
    // The cookie vouched for `max` of them; the rest counted against the account, which they locked out.
    expect((await row()).lockedUntil).not.toBeNull();
  }, 120_000);

  it('stop being trusted after too many wrong passwords sent with them', async () => {
    const cookie = await deviceCookieOf();
    for (let i = 0; i < authPolicy.deviceCookie.failures.max; i += 1) expect((await login(`wrong-${i}`, { cookie })).body.code).toBe(codes().wrongPassword);
    // The device's failures did not lock the account; now the cookie counts for nothing, the account's rules apply.
    expect((await row()).lockedUntil).toBeNull();
    await lockOut();
    expect((await login(member.password, { cookie })).body.code).toBe(codes().userLocked);
  }, 120_000);
});

describe('the SMS-code and reset-hash throttles', () => {
  const phone = '+77012345678';
  const smsCode = (code: string, remoteAddress: string) => as(null).call('validateSmsCode', { body: { user_phone: phone, code }, remoteAddress });
  const resetHash = (hash: string, remoteAddress: string) => as(null).call('changePassword', {
    params: { id: String(member.id) }, remoteAddress,
    body: { user_password_new: 'brand-new-pass', user_password_repeat: 'brand-new-pass', user_password_reset_hash: hash },
  });
  beforeEach(() => t.database.db.update(users).set({ phone }).where(eq(users.id, member.id)));

  it('counts apart: an address that tripped one still signs in with an SMS code or resets a password', async () => {
    const address = '203.0.113.30';
    for (let i = 0; i < authPolicy.failedResetHashesPerAddress.max; i += 1) expect((await resetHash(`wrong-hash-${i}`, address)).body.code).toBe(ErrorCode.resetInvalid);
    expect(await resetHash('wrong-hash-last', address)).toMatchObject(failure(429, 'throttled'));
    await as(null).call('sendSmsCode', { body: { user_phone: phone } });
    const code = /sign-in code is (\d{6})\./.exec(readSms(t.dataDir).at(-1)?.content ?? '')![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await smsCode(wrong, address)).body.code).toBe(ErrorCode.smsCodeInvalid);
    expect((await smsCode(code, address)).status).toBe(200);

    const other = '203.0.113.31';
    for (let i = 0; i < authPolicy.failedSmsCodesPerAddress.max; i += 1) expect((await smsCode(wrong, other)).status).toBe(400);
    expect(await smsCode(wrong, other)).toMatchObject(failure(429, 'throttled'));
    expect((await as(null).call('requestPasswordReset', { params: { email: 'dana@example.com' } })).status).toBe(200);
    const link = lastLink(t.dataDir, '.eml', '/passChange');
    expect((await resetHash(link.get('hash')!, other)).status).toBe(200);
  });
});

describe('an operator\'s lock', () => {
  it('ends the sessions opened before it, and no device cookie opens the account', async () => {
    const cookie = await deviceCookieOf();
    const details = () => as(member).call('getUser', { params: { id: String(member.id) } });
    expect((await details()).status).toBe(200);
    await t.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, member.id));
    // An operator's lock reaches every instance's session cache through the database's notification.
    await t.app.container.cache.settle();
    expect(await details()).toMatchObject(failure(401, 'unauthorized'));
    expect((await login(member.password, { cookie })).body.code).toBe(codes().userLocked);
  });
});
