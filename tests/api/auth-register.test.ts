import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activationCodes, languages, userLog, users } from '../../server/db/schema/index';
import { randomToken, sha256 } from '../../server/lib/crypto';
import { PHONE_IDENTITY_DOMAIN, phoneIdentity } from '../../server/core/services/social-rules';
import { authTables, basic, lastLink, registration } from '../factories/auth';
import { snapshotTables } from '../factories/snapshot';
import { createGuest, createMember } from '../factories/users';
import { withKazakhPhones } from '../factories/phone-patterns';
import { buildTestApp, readOutbox, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';
import type { ErrorCodeName } from '@contract/schemas/errors';
import type { SiteConfig } from '@contract/schemas/site-config';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const { as } = contractClient(() => t.app);
/** Registration and activation bodies go as raw JSON: many here are ones the contract's types refuse. */
const register = (payload: unknown, app = t.app) => contractClient(() => app).as(null).call('register', { rawBody: JSON.stringify(payload) });
const activate = (a: string | number, b: string, payload: object = {}) => as(null).call('activate', { params: { a: String(a), b }, rawBody: JSON.stringify(payload) });
const signIn = () => as(basic('new@example.com', 'new-password')).call('login', { body: {} });
const userByEmail = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /user/register', () => {
  it('creates a pending account with every field of the payload and e-mails an activation link', async () => {
    const recommender = await createMember(t.app);
    const payload = registration({
      user_surname: '  Aigerim ', user_email: 'Aigerim.N@Example.com', user_recommended_by: String(recommender.id), user_erg_employee: true,
      makeForecaster: true, agreeTerms: true, agreeProcessing: true, user_mobile: '+7 (701) 234-56-78', user_birthdate: '1995-03-08',
      user_address: '  ', user_phone: '', user_language_string: 'ru', fbToken: null, googleToken: null, vKontakteToken: null, aituAccessToken: null,
    });
    const { status, body } = await register(payload);
    expect(status).toBe(200);
    expect(body).toEqual({ user_id: expect.any(Number), activationRequired: true });

    const user = await userByEmail('aigerim.n@example.com');
    const [ru] = await t.database.db.select().from(languages).where(eq(languages.uiName, 'ru'));
    expect(user).toMatchObject({
      id: body.user_id, status: 'pending', surname: 'Aigerim', lastname: 'Nurlanova', recommendedBy: recommender.id, ergEmployee: true,
      agreesContact: true, makeForecaster: true, phone: '+77012345678', birthdate: '1995-03-08', address: null, languageId: ru!.id,
      isGuest: false, failedLogins: 0, activatedAt: null,
    });
    expect(user!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    expect(user!.passwordHash).not.toContain('secret-pass');

    const [mail] = readOutbox(t.dataDir, '.eml');
    expect(mail!.content).toContain('To: Aigerim <aigerim.n@example.com>');
    // In the language the member registered in.
    expect(mail!.subject).toBe('Активируйте свой аккаунт Panelist');
    expect(mail!.content).toContain('Здравствуйте, Aigerim!');
    expect(mail!.content).toContain('Спасибо за регистрацию в Panelist.');
    const link = lastLink(t.dataDir, '.eml', '/activate');
    expect(mail!.links[0]).toMatch(/^http:\/\/panelist\.test\/activate\?a=\d+&b=[A-Za-z0-9_-]{43}$/);
    expect(link.get('a')).toBe(String(body.user_id));
    // Only the hash of the code is stored, with a 7-day expiry.
    const [code] = await t.database.db.select().from(activationCodes).where(eq(activationCodes.userId, body.user_id));
    expect(code!.codeHash).toBe(sha256(link.get('b')!));
    expect(code!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(code!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it('applies the defaults: language from the configuration, no consent time, no phone or birthdate', async () => {
    const { status } = await register(registration({ user_email: 'plain@example.com' }));
    expect(status).toBe(200);
    const user = await userByEmail('plain@example.com');
    const [en] = await t.database.db.select().from(languages).where(eq(languages.uiName, t.siteConfig.defaultLanguage));
    expect(user).toMatchObject({ languageId: en!.id, termsAcceptedAt: null, phone: null, birthdate: null, recommendedBy: null, ergEmployee: false, makeForecaster: false });
    const [mail] = readOutbox(t.dataDir, '.eml');
    expect(mail!.subject).toBe('Activate your Panelist account');
  });

  it.each([0, '', '0', '999999', '9999999999', null])('stores no recommender for %j', async (value) => {
    expect((await register(registration({ user_email: 'ref@example.com', user_recommended_by: value }))).status).toBe(200);
    expect((await userByEmail('ref@example.com'))!.recommendedBy).toBeNull();
  });

  it('takes blank tokens, address, birthdate and mobile as none: the e-mail registration the app sends', async () => {
    const payload = registration({
      user_email: 'blank@example.com', user_recommended_by: null, user_erg_employee: false, aituAccessToken: '', fbToken: '', googleToken: '', vKontakteToken: '',
      makeForecaster: false, user_address: '', user_birthdate: '', user_mobile: '',
    });
    const { status, body } = await register(payload);
    expect(status).toBe(200);
    expect(body).toEqual({ user_id: expect.any(Number), activationRequired: true });
    expect(await userByEmail('blank@example.com')).toMatchObject({ status: 'pending', phone: null, birthdate: null, address: null, makeForecaster: false });
  });

  it('takes null for the yes/no flags a client reads from an absent cookie or field: no', async () => {
    const { status } = await register(registration({ user_email: 'flags@example.com', user_erg_employee: null, makeForecaster: null }));
    expect(status).toBe(200);
    expect(await userByEmail('flags@example.com')).toMatchObject({ ergEmployee: false, makeForecaster: false });
  });

  it('ignores fields it does not know, as a client names its blank ones: nothing of them is stored', async () => {
    const { status } = await register(registration({
      user_email: 'extra@example.com', address: '', birthdate: '', mobile: '', user_city: '', is_admin: true, level: 255, user_points: 1_000_000,
    }));
    expect(status).toBe(200);
    expect(await userByEmail('extra@example.com')).toMatchObject({ status: 'pending', level: 1, points: 0, phone: null, birthdate: null, address: null });
  });

  it('takes a numeric recommender id', async () => {
    const recommender = await createMember(t.app);
    expect((await register(registration({ user_email: 'ref@example.com', user_recommended_by: recommender.id }))).status).toBe(200);
    expect((await userByEmail('ref@example.com'))!.recommendedBy).toBe(recommender.id);
  });

  it.each([
    ['a guest', (app: TestApp['app']) => createGuest(app)],
    ['an account never activated', (app: TestApp['app']) => createMember(app, { status: 'pending', activatedAt: null })],
    ['a deleted account', (app: TestApp['app']) => createMember(app, { status: 'deleted' })],
  ])('stores no recommender when the id is %s: only active members have an invite link to earn its bonus', async (_kind, make) => {
    const recommender = await make(t.app);
    expect((await register(registration({ user_email: 'ref@example.com', user_recommended_by: recommender.id }))).status).toBe(200);
    expect((await userByEmail('ref@example.com'))!.recommendedBy).toBeNull();
  });

  it('registers a visitor whose Authorization names an id past the database integers as a visitor, not a guest', async () => {
    const answer = await as(`9999999999:${'A'.repeat(43)}`).call('register', { rawBody: JSON.stringify(registration({ user_email: 'far@example.com' })) });
    expect(answer.status).toBe(200);
    expect(await userByEmail('far@example.com')).toBeDefined();
  });

  it('refuses an e-mail already taken, whatever its case, with 409 and changes nothing', async () => {
    await createMember(t.app, { email: 'taken@example.com' });
    const before = await snapshotTables(t.app, authTables);
    const { status, body } = await register(registration({ user_email: 'Taken@Example.COM' }));
    expect({ status, body }).toMatchObject(failure(409, 'emailTaken'));
    expect(body).toMatchObject({ error: 'Conflict' });
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
    expect(readOutbox(t.dataDir, '.eml')).toHaveLength(0);
  });

  it('refuses a phone number already taken with 409 phoneTaken', async () => {
    await createMember(t.app, { phone: '+77012345678' });
    const before = await snapshotTables(t.app, authTables);
    const { status, body } = await register(registration({ user_phone: '+7 701 234 56 78' }));
    expect({ status, body }).toMatchObject(failure(409, 'phoneTaken'));
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
  });

  const tenKb = 'a'.repeat(10_240);
  /** A refusal, with the site configuration it needs when not the default's. */
  const refusals: [string, number, ErrorCodeName, Record<string, unknown>, Partial<SiteConfig>?][] = [
    ['a missing e-mail', 400, 'badInput', { user_email: undefined }],
    ['a missing first name', 400, 'badInput', { user_surname: undefined }],
    ['a missing consent-to-contact flag', 400, 'badInput', { user_agrees_contact: undefined }],
    ['a number as the e-mail', 400, 'badInput', { user_email: 12345 }],
    ['a string as a boolean', 400, 'badInput', { user_agrees_contact: 'yes' }],
    ['a 10 KB first name', 400, 'badInput', { user_surname: tenKb }],
    ['a 10 KB e-mail', 400, 'badInput', { user_email: `${tenKb}@example.com` }],
    ['a script in the name', 400, 'invalidName', { user_surname: '<script>alert(1)</script>' }],
    ['SQL in the last name', 400, 'invalidName', { user_lastname: "' OR 1=1 --" }],
    ['a blank name', 400, 'invalidName', { user_lastname: '   ' }],
    ['a control character in the name', 400, 'invalidName', { user_surname: 'A\u0001\u001bB' }],
    ['an empty e-mail', 400, 'invalidEmail', { user_email: '' }],
    ['a two-character e-mail', 400, 'invalidEmail', { user_email: 'ab' }],
    ['SQL as the e-mail', 400, 'invalidEmail', { user_email: "' OR 1=1 --" }],
    ['an e-mail without a domain', 400, 'invalidEmail', { user_email: 'dana@example' }],
    ['a guest address', 400, 'invalidEmail', { user_email: 'abcdefgh@fingerprint.panelist' }],
    ['a phone sign-in identity', 400, 'invalidEmail', { user_email: phoneIdentity('+77015554433') }],
    ['a phone sign-in identity in capitals', 400, 'invalidEmail', { user_email: `77015554433${PHONE_IDENTITY_DOMAIN.toUpperCase()}` }],
    ['a second recipient after a comma', 400, 'invalidEmail', { user_email: 'first@example.com,second@example.org' }],
    ['another mailbox in angle brackets', 400, 'invalidEmail', { user_email: '<victim@example.net>x@y.com' }],
    ['a tag as the e-mail', 400, 'invalidEmail', { user_email: '<script>@x.com' }],
    ['a short password', 400, 'invalidPassword', { user_password: '12345' }],
    ['an empty password', 400, 'invalidPassword', { user_password: '' }],
    ['three emoji as the password (three characters, six UTF-16 units)', 400, 'invalidPassword', { user_password: '😀😀😀' }],
    ['no password', 400, 'invalidPassword', { user_password: undefined }],
    ['terms without the data policy', 400, 'consentMissing', { agreeTerms: true, agreeProcessing: false }],
    ['only one consent sent', 400, 'consentMissing', { agreeTerms: true }],
    ['a phone with letters', 400, 'invalidPhone', { user_mobile: '+7 701 CALL ME' }],
    ['a phone with a character that is not allowed', 400, 'invalidPhone', { user_phone: '555x' }],
    ['a phone outside the configured patterns', 400, 'invalidPhone', { user_phone: '+1 555 0100' }, withKazakhPhones],
    ['an impossible birthdate', 400, 'badInput', { user_birthdate: '1990-02-31' }],
    ['a future birthdate', 400, 'badInput', { user_birthdate: '2999-01-01' }],
    ['a birthdate that is no date', 400, 'badInput', { user_birthdate: "1990-01-01' --" }],
    ['an address that reverses the text after it', 400, 'badInput', { user_address: 'Abay 1\u202E' }],
    ['a language not allowed', 400, 'unknownLanguage', { user_language_string: 'de' }],
    ['a language in capitals', 400, 'badInput', { user_language_string: 'EN' }],
    ['a negative recommender', 400, 'badInput', { user_recommended_by: -1 }],
    ['a recommender with SQL', 400, 'badInput', { user_recommended_by: '1 OR 1=1' }],
  ];
  it.each(refusals)('refuses %s with %i and code %s, storing and sending nothing', async (_name, status, code, overrides, siteConfig) => {
    if (siteConfig) {
      await t.close();
      t = await buildTestApp({ siteConfig });
    }
    const before = await snapshotTables(t.app, authTables);
    const response = await register(registration(overrides));
    expect(response).toMatchObject(failure(status, code));
    expect(response.body.message).toEqual(expect.any(String));
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
    expect(readOutbox(t.dataDir, '.eml')).toHaveLength(0);
  });

  it('answers a phone sign-in identity with why the address cannot be used', async () => {
    const response = await register(registration({ user_email: phoneIdentity('+77015554433'), user_phone: '+77011112233' }));
    expect(response).toMatchObject(failure(400, 'invalidEmail'));
    expect(response.body.message).toBe('This e-mail address cannot be used: addresses ending in @phone.panelist.local are kept for sign-in with a phone.');
  });

  it('answers an address list with the message for an invalid e-mail', async () => {
    const response = await register(registration({ user_email: 'first@example.com,second@example.org' }));
    expect(response.body).toMatchObject({ message: 'Please enter a valid e-mail address.' });
    expect(await userByEmail('first@example.com,second@example.org')).toBeUndefined();
  });

  it.each([
    ['fbToken', 'Error occurred while trying to register user using Facebook!'],
    ['googleToken', 'Error occurred while trying to register user using Google!'],
    ['vKontakteToken', 'Error with VKontakte register, please contact the provider!'],
    ['aituAccessToken', 'Error registering user with Aitu!'],
  ])('refuses a %s: no provider is configured', async (field, message) => {
    const before = await snapshotTables(t.app, authTables);
    const answer = await register(registration({ [field]: 'provider-token' }));
    expect(answer).toMatchObject(failure(400, 'providerUnavailable'));
    expect(answer.body).toMatchObject({ message });
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
  });

  it('refuses a 100 KB body with 413', async () => {
    expect(await register(registration({ user_address: 'x'.repeat(100_000) }))).toMatchObject(failure(413, 'payloadTooLarge'));
  });

  it('undoes the registration when the activation e-mail cannot be sent', async () => {
    const failing = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const answer = await register(registration({ user_email: 'nomail@example.com' }), failing.app);
      expect(answer).toMatchObject(failure(503, 'internal'));
      expect(answer.body).toMatchObject({ message: 'We could not send the activation e-mail. Please try again later.' });
      expect(await failing.database.db.select().from(users)).toHaveLength(0);
      expect(await failing.database.db.select().from(activationCodes)).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });
});

describe('POST /activation/{a}/{b}', () => {
  async function registered(email = 'new@example.com') {
    const { body } = await register(registration({ user_email: email, user_password: 'new-password' }));
    const link = lastLink(t.dataDir, '.eml', '/activate');
    return { userId: body.user_id, a: link.get('a')!, b: link.get('b')! };
  }

  it('runs end to end from the outbox: register, activate from the link, then sign in', async () => {
    const { userId, a, b } = await registered();
    const early = await signIn();
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: t.siteConfig.loginErrorCodes.userNotActive, message: 'Inactive User!' });

    const { status, body } = await activate(a, b, { browserFingerprint: 'fp-browser-123' });
    expect(status).toBe(200);
    expect(body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), user_id: userId, level: 1, forecast_segment: null, panel_segment: null, user_agrees_contact: true });
    const user = await userByEmail('new@example.com');
    expect(user).toMatchObject({ status: 'active', fingerprint: 'fp-browser-123' });
    expect(user!.activatedAt).toBeInstanceOf(Date);
    const [code] = await t.database.db.select().from(activationCodes).where(eq(activationCodes.userId, userId));
    expect(code!.usedAt).toBeInstanceOf(Date);
    const log = await t.database.db.select().from(userLog).where(eq(userLog.userId, userId));
    expect(log.map((entry) => entry.actionType)).toEqual(['registration', 'activation']);

    // The activation signed the member in, and the password works from now on.
    const details = await as(`${userId}:${body.token}`).call('getUser', { params: { id: String(userId) } });
    expect(details.status).toBe(200);
    const login = await signIn();
    expect(login.status).toBe(200);
    expect(login.body.user_id).toBe(userId);
  });

  it('works with an empty body (no fingerprint)', async () => {
    const { userId, a, b } = await registered();
    expect((await activate(a, b, {})).status).toBe(200);
    expect((await userByEmail('new@example.com'))).toMatchObject({ id: userId, status: 'active', fingerprint: null });
  });

  it('works with a blank fingerprint, recording none', async () => {
    const { userId, a, b } = await registered();
    expect((await activate(a, b, { browserFingerprint: '' })).status).toBe(200);
    expect((await userByEmail('new@example.com'))).toMatchObject({ id: userId, status: 'active', fingerprint: null });
  });

  it('works once: the same link again answers 400 activationUsed (the link is the proof) and changes nothing', async () => {
    const { a, b } = await registered();
    expect((await activate(a, b)).status).toBe(200);
    const before = await snapshotTables(t.app, authTables);
    const again = await activate(a, b);
    expect(again).toMatchObject(failure(400, 'activationUsed'));
    expect(again.body).toMatchObject({ message: 'This account is already activated. Please log in.' });
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
  });

  it('tells nobody but the link\'s holder that an account is active, nor that of a locked account', async () => {
    const first = await registered('first@example.com');
    expect((await activate(first.a, first.b)).status).toBe(200);
    expect(await activate(first.a, randomToken())).toMatchObject(failure(400, 'activationInvalid'));
    const second = await registered('second@example.com');
    expect(await activate(second.a, first.b)).toMatchObject(failure(400, 'activationInvalid'));
    expect((await activate(second.a, second.b)).status).toBe(200);
    await t.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, second.userId));
    expect(await activate(second.a, second.b)).toMatchObject(failure(400, 'activationInvalid'));
  });

  it('signs in only one of two parallel activations with the same link', async () => {
    const { userId, a, b } = await registered();
    const answers = await Promise.all([activate(a, b), activate(a, b)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const log = await t.database.db.select().from(userLog).where(eq(userLog.userId, userId));
    expect(log.map((entry) => entry.actionType)).toEqual(['registration', 'activation']);
  });

  it('refuses two parallel registrations of one address: one account, one 409', async () => {
    const payload = registration({ user_email: 'twice@example.com' });
    const answers = await Promise.all([register(payload), register(payload)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)).toMatchObject(failure(409, 'emailTaken'));
    expect(readOutbox(t.dataDir, '.eml').filter((mail) => mail.content.includes('twice@example.com'))).toHaveLength(1);
  });

  it('refuses an expired code and leaves the account pending', async () => {
    const { userId, a, b } = await registered();
    await t.database.db.update(activationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(activationCodes.userId, userId));
    const before = await snapshotTables(t.app, authTables);
    expect(await activate(a, b)).toMatchObject(failure(400, 'activationInvalid'));
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
    expect((await userByEmail('new@example.com'))!.status).toBe('pending');
  });

  it('refuses a forged code, and a real code presented for another user id', async () => {
    const first = await registered('first@example.com');
    const second = await registered('second@example.com');
    const before = await snapshotTables(t.app, authTables);
    expect(await activate(first.a, randomToken())).toMatchObject(failure(400, 'activationInvalid'));
    expect(await activate(second.a, first.b)).toMatchObject(failure(400, 'activationInvalid'));
    expect(await activate(999999, first.b)).toMatchObject(failure(400, 'activationInvalid'));
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
  });

  it('answers 414 to a 10 KB code and changes nothing', async () => {
    await registered();
    const before = await snapshotTables(t.app, authTables);
    expect(await activate(1, 'A'.repeat(10_240))).toMatchObject(failure(414, 'badInput'));
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
  });

  it('refuses to activate a locked account: only a password reset unlocks it', async () => {
    const { userId, a, b } = await registered();
    await t.database.db.update(users).set({ status: 'locked' }).where(eq(users.id, userId));
    const before = await snapshotTables(t.app, authTables);
    expect(await activate(a, b)).toMatchObject(failure(400, 'activationInvalid'));
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
  });

  it.each([
    ['a short code', '1', 'abc', {}],
    ['user id 0', '0', 'A'.repeat(43), {}],
    ['a non-numeric user id', 'abc', 'A'.repeat(43), {}],
    ['SQL in the code', '1', "' OR 1=1 --", {}],
    ['an unknown body field', '1', 'A'.repeat(43), { browserFingerprint: 'fp-browser-123', admin: true }],
    ['a script as the fingerprint', '1', 'A'.repeat(43), { browserFingerprint: '<script>alert(1)</script>' }],
    ['a number as the fingerprint', '1', 'A'.repeat(43), { browserFingerprint: 12345678 }],
  ])('answers 400 badInput to %s', async (_name, a, b, payload) => {
    await registered();
    const before = await snapshotTables(t.app, authTables);
    expect(await activate(a, b, payload)).toMatchObject(failure(400, 'badInput'));
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
  });
});
