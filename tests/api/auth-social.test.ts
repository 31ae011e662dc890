import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userLog, users } from '../../server/db/schema/index';
import { authTables, readSms, registration } from '../factories/auth';
import { MALFORMED, OTHER_AUDIENCE, SLOW, startFakeProviders, type FakeProviders } from '../factories/fake-providers';
import { snapshotTables } from '../factories/snapshot';
import { createGuest, createMember } from '../factories/users';
import { buildTestApp, readOutbox, type TestApp } from '../helper';
import { contractClient, failure, type CallInput } from '../factories/contract-client';
import type { ErrorCodeName } from '@contract/schemas/errors';

let fake: FakeProviders;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeProviders(0, 500);
  fake.add('fb-ann', { email: 'Ann@Example.com', first_name: 'Ann', last_name: "O'Neil" });
  fake.add('fb-no-email', { first_name: 'Nora', last_name: 'Nomail' });
  fake.add('google-ben', { email: 'ben@example.com', first_name: 'Ben', last_name: 'Baker' });
  fake.add(OTHER_AUDIENCE, { email: 'ben@example.com', first_name: 'Ben', last_name: 'Baker' });
  fake.add('vk-code-vera', { email: 'vera@example.com', first_name: 'Vera', last_name: 'Volkova' });
  fake.add('vk-code-no-email', { first_name: 'Vlad', last_name: 'Nomail' });
  fake.add('aitu-code-asel', { phone: '+7 701 234 56 78', first_name: 'Asel', last_name: 'Nur' });
  // Providers vouching for addresses in the app's own pseudo-domains: a phone identity's, a guest's.
  fake.add('fb-phone-identity', { email: '77015550000@phone.panelist.local', first_name: 'Mal', last_name: 'Lory' });
  fake.add('google-guest-address', { email: 'abcdef12@fingerprint.panelist', first_name: 'Gus', last_name: 'Guest' });
});
afterAll(() => fake.close());
beforeEach(async () => {
  t = await buildTestApp({ env: fake.env });
});
afterEach(() => t.close());

const { as } = contractClient(() => t.app);
const login = (body: NonNullable<CallInput<'login'>['body']>) => as(null).call('login', { body });
/** Sent as raw JSON: several registrations here carry fields the contract's types refuse. */
const register = (payload: object) => as(null).call('register', { rawBody: JSON.stringify(payload) });
type Provider = CallInput<'verifyCode'>['params']['provider'];
const verifyCode = (provider: Provider, code: string, app = t.app) => contractClient(() => app).as(null).call('verifyCode', { params: { provider, code }, body: { code } });
const details = (userId: number, token: string) => as(`${userId}:${token}`).call('getUser', { params: { id: String(userId) } });
const userByEmail = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const socialRegistration = (token: Record<string, string>, overrides: object = {}) => ({
  user_email: 'ann@example.com', user_surname: 'Ann', user_lastname: 'ONeil', user_agrees_contact: true, user_erg_employee: false,
  user_recommended_by: null, user_language_string: 'en', fbToken: null, googleToken: null, vKontakteToken: null, ...token, ...overrides,
});
const codes = () => t.siteConfig.loginErrorCodes;

describe('provider login (social login flow)', () => {
  it('answers the login response with user_agrees_contact for a member whose agreement is recorded', async () => {
    const member = await createMember(t.app, { email: 'ann@example.com', termsAcceptedAt: new Date(), agreesContact: true });
    const { status, body } = await login({ fbToken: 'fb-ann', fingerprint: 'fp-social-1' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ user_id: member.id, user_agrees_contact: true, token: expect.any(String) });
    expect((await details(member.id, body.token)).status).toBe(200);
  });

  it('answers without user_agrees_contact when the member has no recorded agreement; the update with consent records it', async () => {
    const member = await createMember(t.app, { email: 'ben@example.com' });
    const first = await login({ googleToken: 'google-ben' });
    expect(first.status).toBe(200);
    expect(first.body).not.toHaveProperty('user_agrees_contact');
    const update = await as(`${member.id}:${first.body.token}`).call('updateUser', {
      params: { id: String(member.id) }, body: { user_id: member.id, user_agrees_contact: true },
    });
    expect(update.status).toBe(200);
    expect((await userByEmail('ben@example.com'))!.termsAcceptedAt).toBeInstanceOf(Date);
    expect((await login({ googleToken: 'google-ben' })).body).toMatchObject({ user_agrees_contact: true });
  });

  it('cancels the member\'s open account deletion request, and says so once, as a password sign-in does', async () => {
    const member = await createMember(t.app, { email: 'ben@example.com' });
    expect((await as(member).call('requestAccountDeletion', { params: { id: String(member.id) } })).status).toBe(200);
    const first = await login({ googleToken: 'google-ben' });
    expect(first.status).toBe(200);
    // No agreement recorded: the app asks for consent, and still hears of the cancellation.
    expect(first.body).toMatchObject({ user_id: member.id, deletion_cancelled: true });
    expect(first.body).not.toHaveProperty('user_agrees_contact');
    expect(await t.app.container.accountDeletion.listOpen()).toEqual([]);
    expect((await login({ googleToken: 'google-ben' })).body).not.toHaveProperty('deletion_cancelled');
  });

  it('answers the configured non-existent code with the verified profile when no account has the e-mail', async () => {
    const before = await snapshotTables(t.app, authTables);
    const { status, body } = await login({ fbToken: 'fb-ann' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: codes().userNonExistent, message: 'Non-existent E-mail!', profile: { email: 'ann@example.com', first_name: 'Ann', last_name: 'O Neil' } });
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
  });

  it('answers userNotActive for a pending account and userLocked for a locked one', async () => {
    await createMember(t.app, { email: 'ann@example.com', status: 'pending' });
    await createMember(t.app, { email: 'ben@example.com', status: 'locked' });
    expect((await login({ fbToken: 'fb-ann' })).body).toMatchObject({ code: codes().userNotActive, message: 'Inactive User!' });
    expect((await login({ googleToken: 'google-ben' })).body).toMatchObject({ code: codes().userLocked, message: 'Blocked User!' });
  });

  it('keeps a stranger who registered the e-mail with their own phone out: no reset reaches the phone, and the owner\'s sign-in answers userNotActive', async () => {
    const stranger = { user_email: 'ben@example.com', user_password: 'stranger-pass', user_phone: '+77019998877' };
    expect((await as(null).call('register', { body: registration(stranger) })).status).toBe(200);
    expect(await as(null).call('requestPhonePasswordReset', { params: { phone: stranger.user_phone } })).toMatchObject({ status: 200, body: { ok: true } });
    expect(readSms(t.dataDir)).toEqual([]);
    expect(await userByEmail('ben@example.com')).toMatchObject({ status: 'pending', activatedAt: null });
    expect((await login({ googleToken: 'google-ben' })).body).toMatchObject({ code: codes().userNotActive });
  });

  it.each([
    ['a refused Facebook token', { fbToken: 'not-a-real-token' }, 'Error occurred while trying to login user using Facebook!'],
    ['a Facebook answer that is not JSON', { fbToken: MALFORMED }, 'Error occurred while trying to login user using Facebook!'],
    ['a Facebook answer after the timeout', { fbToken: SLOW }, 'Error occurred while trying to login user using Facebook!'],
    ['a Facebook token of another app', { fbToken: OTHER_AUDIENCE }, 'Error occurred while trying to login user using Facebook!'],
    ['a Google token of another client', { googleToken: OTHER_AUDIENCE }, 'Error occurred while trying to login user using Google!'],
    ['a refused Google token', { googleToken: 'expired' }, 'Error occurred while trying to login user using Google!'],
    ['a VK token without a seal', { vKontakteToken: '1000:vk-token-vk-code-vera' }, 'Error with VKontakte login, please contact the provider!'],
    ['a refused Aitu token', { aituAccessToken: 'aitu-token-nobody' }, 'Error while trying to login to the account, please contact the provider!'],
  ])('refuses %s with the provider\'s message, never a 500', async (_what, payload, message) => {
    await createMember(t.app, { email: 'ann@example.com', termsAcceptedAt: new Date() });
    const before = await snapshotTables(t.app, authTables);
    const answer = await login(payload);
    expect(answer).toMatchObject(failure(400, 'providerUnavailable'));
    expect(answer.body).toMatchObject({ message });
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
  });

  it("never signs in or registers with a provider's address in the app's own pseudo-domains: the phone's owner and the guest keep their accounts", async () => {
    await createMember(t.app, { email: '77015550000@phone.panelist.local', phone: '+77015550000' });
    await createGuest(t.app, 'abcdef12');
    const before = await snapshotTables(t.app, authTables);
    expect(await login({ fbToken: 'fb-phone-identity' })).toMatchObject(failure(400, 'providerNoEmail'));
    expect(await login({ googleToken: 'google-guest-address' })).toMatchObject(failure(400, 'providerNoEmail'));
    expect(await register(socialRegistration({ fbToken: 'fb-phone-identity' }, { user_email: '77015550000@phone.panelist.local' }))).toMatchObject(failure(400, 'providerNoEmail'));
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
  });

  it('keeps Facebook sign-in off without its app secret: a token it cannot tie to this app signs no one in', async () => {
    const { FACEBOOK_APP_SECRET: _secret, ...withoutSecret } = fake.env;
    const unchecked = await buildTestApp({ env: withoutSecret });
    try {
      await createMember(unchecked.app, { email: 'ann@example.com', termsAcceptedAt: new Date() });
      const answer = await contractClient(() => unchecked.app).as(null).call('login', { body: { fbToken: 'fb-ann' } });
      expect(answer).toMatchObject(failure(400, 'providerUnavailable'));
      expect(answer.body.message).toBe('Error occurred while trying to login user using Facebook!');
    } finally {
      await unchecked.close();
    }
  });

  it('aborts with the product\'s message when the provider sends no e-mail', async () => {
    const answer = await login({ fbToken: 'fb-no-email' });
    expect(answer).toMatchObject(failure(400, 'providerNoEmail'));
    expect(answer.body).toMatchObject({ message: 'Error with Facebook register, no email address received from Facebook!' });
  });
});

describe('provider registration (social registration payload)', () => {
  it('creates an active account from the provider\'s e-mail and names, with both agreements, then the same token signs in', async () => {
    const recommender = await createMember(t.app);
    const payload = socialRegistration({ fbToken: 'fb-ann' }, { user_email: ' ANN@example.com', user_surname: 'Mallory', user_recommended_by: String(recommender.id), user_erg_employee: true });
    const { status, body } = await register(payload);
    expect(status).toBe(200);
    expect(body).toEqual({ user_id: expect.any(Number), activationRequired: false });
    const user = await userByEmail('ann@example.com');
    expect(user).toMatchObject({
      id: body.user_id, status: 'active', surname: 'Ann', lastname: 'O Neil', passwordHash: null, agreesContact: true, recommendedBy: recommender.id, ergEmployee: true,
    });
    expect(user!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(user!.activatedAt).toBeInstanceOf(Date);
    const log = await t.database.db.select().from(userLog).where(eq(userLog.userId, body.user_id));
    expect(log.map((entry) => [entry.actionType, entry.actionDetails])).toEqual([['registration', 'Account registered with Facebook']]);
    expect(readOutbox(t.dataDir, '.eml')).toHaveLength(0);
    expect((await login({ fbToken: 'fb-ann' })).body).toMatchObject({ user_id: body.user_id, user_agrees_contact: true });
  });

  it('takes the answers and points of the registering device\'s guest, as an activation does', async () => {
    const guest = await createGuest(t.app);
    const poll = await t.app.container.questions.create({ text: 'Tea?', choiceTypeKey: 'yes_no', languageId: 1 });
    const answered = await as(guest).call('saveWidgetAnswer', { params: { id: String(poll) }, body: { answerId: crypto.randomUUID(), questionId: poll, choiceValues: [1] } });
    expect(answered.status).toBe(200);
    const { status, body } = await as(guest).call('register', { rawBody: JSON.stringify(socialRegistration({ fbToken: 'fb-ann' })) });
    expect(status).toBe(200);
    const perAnswer = t.siteConfig.points.perPollAnswer;
    const signedIn = await login({ fbToken: 'fb-ann' });
    expect((await details(body.user_id, signedIn.body.token)).body).toMatchObject({ user_points: perAnswer });
    const log = await t.database.db.select().from(userLog).where(eq(userLog.userId, body.user_id));
    expect(log.map((entry) => [entry.actionType, entry.actionParams])).toEqual(expect.arrayContaining([['guest_merge', expect.objectContaining({ answers: 1, answerPoints: perAnswer })]]));
    expect(await as(guest).call('getWidgetAnswer', { params: { id: String(poll) } })).toMatchObject({ status: 200, body: [] });
  });

  it.each<[string, object, number, ErrorCodeName]>([
    ['an e-mail other than the provider\'s', socialRegistration({ fbToken: 'fb-ann' }, { user_email: 'mallory@example.com' }), 400, 'providerEmailMismatch'],
    ['no consent', socialRegistration({ fbToken: 'fb-ann' }, { user_agrees_contact: false }), 400, 'consentMissing'],
    ['one agreement of two', socialRegistration({ fbToken: 'fb-ann' }, { agreeTerms: true, agreeProcessing: false }), 400, 'consentMissing'],
    ['a password beside the token', socialRegistration({ fbToken: 'fb-ann' }, { user_password: 'secret-pass' }), 400, 'badInput'],
    ['the tokens of two providers', socialRegistration({ fbToken: 'fb-ann', googleToken: 'google-ann' }), 400, 'badInput'],
    ['a refused token', socialRegistration({ fbToken: 'forged' }), 400, 'providerUnavailable'],
    ['a provider without e-mail', socialRegistration({ fbToken: 'fb-no-email' }), 400, 'providerNoEmail'],
    ['an unknown language', socialRegistration({ fbToken: 'fb-ann' }, { user_language_string: 'xx' }), 400, 'unknownLanguage'],
    ['a 5 KB token', socialRegistration({ fbToken: 'x'.repeat(5000) }), 400, 'badInput'],
    ['markup as a token', socialRegistration({ googleToken: '<script>alert(1)</script>' }), 400, 'providerUnavailable'],
  ])('refuses %s and stores nothing', async (_what, payload, status, code) => {
    const before = await snapshotTables(t.app, authTables);
    expect(await register(payload)).toMatchObject(failure(status, code));
    expect(await snapshotTables(t.app, authTables)).toEqual(before);
  });

  it('refuses a second account for the same e-mail with 409', async () => {
    await createMember(t.app, { email: 'ben@example.com' });
    const response = await register(socialRegistration({ googleToken: 'google-ben' }, { user_email: 'ben@example.com' }));
    expect(response).toMatchObject(failure(409, 'emailTaken'));
  });
});

describe('POST verifyCode/{vk|aitu}/{code}', () => {
  it('exchanges a VK code for the user data whose user_id:access_token registers and signs in', async () => {
    const { status, body } = await verifyCode('vk', 'vk-code-vera');
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: 'vera@example.com', first_name: 'Vera', last_name: 'Volkova', user_id: expect.stringMatching(/^[0-9]+$/), access_token: expect.any(String) });
    const vKontakteToken = `${body.user_id}:${body.access_token}`;
    expect((await login({ vKontakteToken })).body.code).toBe(codes().userNonExistent);
    const registered = await register(socialRegistration({ vKontakteToken }, { user_email: 'vera@example.com' }));
    expect(registered.status).toBe(200);
    expect((await login({ vKontakteToken })).body).toMatchObject({ user_id: registered.body.user_id, user_agrees_contact: true });
  });

  it('refuses a VK token whose sealed e-mail was changed', async () => {
    const { body } = await verifyCode('vk', 'vk-code-vera');
    const [, seal, ...token] = body.access_token!.split('.');
    const forged = `${Buffer.from('mallory@example.com').toString('base64url')}.${seal}.${token.join('.')}`;
    expect((await login({ vKontakteToken: `${body.user_id}:${forged}` })).body.message).toBe('Error with VKontakte login, please contact the provider!');
  });

  it('aborts a VK code without e-mail with the product\'s message, and refuses a bad code', async () => {
    expect((await verifyCode('vk', 'vk-code-no-email')).body).toMatchObject({ message: 'Error with VKontakte register, no email address received from VKontakte!' });
    const expired = await verifyCode('vk', 'expired-code');
    expect(expired).toMatchObject(failure(400, 'providerUnavailable'));
    expect(expired.body).toMatchObject({ message: 'Error with VKontakte login, please contact the provider!' });
    expect((await verifyCode('vk', SLOW)).status).toBe(400);
  });

  it('exchanges an Aitu code for phone, names and token; the phone identity registers and signs in', async () => {
    const { status, body } = await verifyCode('aitu', 'aitu-code-asel');
    expect(status).toBe(200);
    expect(body).toEqual({ phone: '+77012345678', first_name: 'Asel', last_name: 'Nur', accessToken: 'aitu-token-aitu-code-asel' });
    const refused = await login({ aituAccessToken: body.accessToken });
    expect(refused.body.profile).toEqual({ email: '77012345678@phone.panelist.local', first_name: 'Asel', last_name: 'Nur' });
    const registered = await register(socialRegistration({ aituAccessToken: body.accessToken! }, { user_email: refused.body.profile!.email }));
    expect(registered.status).toBe(200);
    expect(await userByEmail('77012345678@phone.panelist.local')).toMatchObject({ phone: '+77012345678', status: 'active' });
    expect((await login({ aituAccessToken: body.accessToken })).status).toBe(200);
  });

  it('refuses malformed codes with 400 and answers the provider message when the provider is not configured', async () => {
    expect(await verifyCode('vk', 'a b')).toMatchObject(failure(400, 'badInput'));
    // A provider the contract's types refuse.
    expect(await verifyCode('facebook' as Provider, 'abc')).toMatchObject(failure(400, 'badInput'));
    const bare = await buildTestApp();
    try {
      const unconfigured = await verifyCode('vk', 'abc', bare.app);
      expect(unconfigured).toMatchObject(failure(400, 'providerUnavailable'));
      expect(unconfigured.body.message).toBe('Error with VKontakte login, please contact the provider!');
    } finally {
      await bare.close();
    }
  });
});
