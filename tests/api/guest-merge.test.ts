import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answers, pointsLedger, users } from '../../server/db/schema/index';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure, type Caller } from '../factories/contract-client';
import { lastLink, registration } from '../factories/auth';
import { expireSessionsOf } from '../factories/credentials';
import { expectLedgerMatchesBalances } from '../factories/ledger';
import { createGuest, createMember, type TestMember } from '../factories/users';

let t: TestApp;
let guest: TestMember;
let polls: number[];

beforeEach(async () => {
  t = await buildTestApp();
  guest = await createGuest(t.app);
  polls = [];
  for (const text of ['Tea?', 'Coffee?', 'Cocoa?']) polls.push(await t.app.container.questions.create({ text, choiceTypeKey: 'yes_no', languageId: 1 }));
});
afterEach(() => t.close());

const { as } = contractClient(() => t.app);
const register = (caller: Caller) => as(caller).call('register', { body: registration() });
const activationOf = (link: URLSearchParams) => () => as(null).call('activate', { params: { a: link.get('a')!, b: link.get('b')! }, body: {} });

const answerAsGuest = async (questionId: number) => {
  const { status } = await as(guest).call('saveWidgetAnswer', { params: { id: String(questionId) }, body: { answerId: randomUUID(), questionId, choiceValues: [1] } });
  expect(status).toBe(200);
};

/** Registers (with the device's credentials, as the app sends them) and activates from the e-mailed link. */
async function registerFromDevice(authorization: string | undefined) {
  const registered = await register(authorization);
  expect(registered.status).toBe(200);
  const activate = activationOf(lastLink(t.dataDir, '.eml', '/activate'));
  const activated = await activate();
  expect(activated.status).toBe(200);
  return { userId: registered.body.user_id, authorization: `${activated.body.user_id}:${activated.body.token}`, activate };
}

const answersOf = (userId: number) => t.database.db.select().from(answers).where(eq(answers.userId, userId)).orderBy(asc(answers.questionId));
const ledgerOf = (userId: number) => t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id));
const pointsOf = async (userId: number) => (await t.database.db.select({ points: users.points }).from(users).where(eq(users.id, userId)))[0]?.points;

describe('a guest who registers on the same device keeps what they earned', () => {
  it('moves the guest\'s answers to the account at activation and credits each poll answer once', async () => {
    await answerAsGuest(polls[0]!);
    await answerAsGuest(polls[1]!);
    const guestAnswers = await answersOf(guest.id);
    const account = await registerFromDevice(guest.authorization);
    const perAnswer = t.siteConfig.points.perPollAnswer;

    expect((await answersOf(account.userId)).map((row) => row.id)).toEqual(guestAnswers.map((row) => row.id));
    expect(await answersOf(guest.id)).toEqual([]);
    expect(await pointsOf(account.userId)).toBe(2 * perAnswer);
    // Each moved answer is its own credit's ledger entry: it carries the points, no row beside it.
    expect((await answersOf(account.userId)).map((row) => row.points)).toEqual(guestAnswers.map(() => perAnswer));
    expect(guestAnswers.map((row) => row.points)).toEqual([0, 0]);
    expect(await ledgerOf(account.userId)).toEqual([]);
    const details = await as(account.authorization).call('getUser', { params: { id: String(account.userId) } });
    expect(details.body.user_points).toBe(2 * perAnswer);
    // My activity shows the answers and where their points came from.
    const log = (await as(account.authorization).call('getUserLog', { params: { days: '1' } })).body.toReversed();
    expect(log.map((entry: { actionType: string }) => entry.actionType)).toEqual(['answer', 'answer', 'registration', 'activation', 'guest_merge']);
    expect(log.slice(0, 2).map((entry: { actionParams: unknown }) => entry.actionParams)).toEqual(polls.slice(0, 2).map((questionId) => ({ questionId, points: perAnswer })));
    expect(log.at(-1)?.actionParams).toEqual({ answers: 2, points: 2 * perAnswer });
    // The feed goes on after the moved answers: the member is not asked them again.
    const next = await as(account.authorization).call('getNextQuestion', { params: { id: String(account.userId) } });
    expect(next.body?.id).toBe(polls[2]);

    // Exactly once: the activation link cannot run again, and the points stay.
    expect(await account.activate()).toMatchObject(failure(400, 'activationUsed'));
    expect(await pointsOf(account.userId)).toBe(2 * perAnswer);
    await expectLedgerMatchesBalances(t);
  });

  it('moves points the guest held through the ledger (a debit and a credit), once; a second account gets only what came after', async () => {
    await t.app.container.points.applyAlone({ userId: guest.id, delta: 30, reason: 'grant', idempotencyKey: `grant:${guest.id}` });
    await answerAsGuest(polls[0]!);
    const first = await registerFromDevice(guest.authorization);
    expect(await pointsOf(first.userId)).toBe(30 + t.siteConfig.points.perPollAnswer);
    expect(await pointsOf(guest.id)).toBe(0);
    expect((await ledgerOf(guest.id)).map((row) => [row.delta, row.reason])).toEqual([[30, 'grant'], [-30, 'guest_merge']]);

    // The same device's guest answers once more, then someone registers another account on it.
    await answerAsGuest(polls[1]!);
    const second = await registerFromDevice(guest.authorization);
    expect((await answersOf(second.userId)).map((row) => row.questionId)).toEqual([polls[1]]);
    expect(await pointsOf(second.userId)).toBe(t.siteConfig.points.perPollAnswer);
    expect(await pointsOf(first.userId)).toBe(30 + t.siteConfig.points.perPollAnswer);
    await expectLedgerMatchesBalances(t);
  });

  it('merges once when the activation link is opened twice at the same moment', async () => {
    await answerAsGuest(polls[0]!);
    const registered = await register(guest);
    const activate = activationOf(lastLink(t.dataDir, '.eml', '/activate'));
    const attempts = await Promise.all([1, 2, 3].map(() => activate()));
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([200, 400, 400]);
    expect(await pointsOf(registered.body.user_id)).toBe(t.siteConfig.points.perPollAnswer);
    expect(await answersOf(registered.body.user_id)).toHaveLength(1);
    await expectLedgerMatchesBalances(t);
  });

  it('moves nothing without a live guest session: none, an expired one, a member\'s, or a forged one, and still registers', async () => {
    await answerAsGuest(polls[0]!);
    const member = await createMember(t.app);
    const plain = await registerFromDevice(undefined);
    const asMember = await registerFromDevice(member.authorization);
    const forged = await registerFromDevice(`${guest.id}:${'x'.repeat(43)}`);
    await expireSessionsOf(t.app, guest.id);
    const expired = await registerFromDevice(guest.authorization);
    for (const account of [plain, asMember, forged, expired]) {
      expect(await answersOf(account.userId)).toEqual([]);
      expect(await pointsOf(account.userId)).toBe(0);
    }
    expect(await answersOf(guest.id)).toHaveLength(1);
    await expectLedgerMatchesBalances(t);
  });
});

describe('GET user/email/isValid/{email} while registering (spec 5)', () => {
  const isValid = (email: string) => as(null).call('isEmailValid', { params: { email } });

  it('says free, taken, or taken by a guest (the guest of a device, detected by its address)', async () => {
    const member = await createMember(t.app);
    expect((await isValid('someone.new@example.com')).body).toEqual({ valid: true, exists: false, isGuest: false });
    expect((await isValid(member.email.toUpperCase())).body).toEqual({ valid: true, exists: true, isGuest: false });
    const guestEmail = (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, guest.id)))[0]!.email;
    expect((await isValid(guestEmail)).body).toEqual({ valid: true, exists: true, isGuest: true });
    expect((await isValid('not-an-address')).body).toEqual({ valid: false, exists: false, isGuest: false });
  });
});
