import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answers, pointsLedger, questParticipations, users } from '../../server/db/schema/index';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure, type Caller } from '../factories/contract-client';
import { basic, lastLink, registration } from '../factories/auth';
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

const answerAs = (caller: Caller, questionId: number, choice = 1) =>
  as(caller).call('saveWidgetAnswer', { params: { id: String(questionId) }, body: { answerId: randomUUID(), questionId, choiceValues: [choice] } });
const answerAsGuest = async (questionId: number, choice = 1) => {
  const { status } = await answerAs(guest, questionId, choice);
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
    // The merge's line carries no points of its own here: the answers' lines show theirs.
    expect(log.at(-1)?.actionParams).toEqual({ answers: 2, points: 0, answerPoints: 2 * perAnswer });
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

  it('merges when a password reset activates the account before its link, once: the link then says it is active', async () => {
    await answerAsGuest(polls[0]!);
    const payload = registration();
    const registered = await as(guest).call('register', { body: payload });
    expect(registered.status).toBe(200);
    const userId = registered.body.user_id;
    const activate = activationOf(lastLink(t.dataDir, '.eml', '/activate'));
    expect((await as(null).call('requestPasswordReset', { params: { email: payload.user_email } })).status).toBe(200);
    const reset = lastLink(t.dataDir, '.eml', '/passChange');
    const password = 'brand-new-pass';
    const changed = await as(null).call('changePassword', {
      params: { id: reset.get('id')! },
      body: { user_password_new: password, user_password_repeat: password, user_password_reset_hash: reset.get('hash')! },
    });
    expect(changed.status).toBe(200);
    const perAnswer = t.siteConfig.points.perPollAnswer;

    expect((await answersOf(userId)).map((row) => row.questionId)).toEqual([polls[0]]);
    expect(await answersOf(guest.id)).toEqual([]);
    expect(await pointsOf(userId)).toBe(perAnswer);
    const signedIn = await as(basic(payload.user_email, password)).call('login', { body: {} });
    expect(signedIn.status).toBe(200);
    const authorization = `${signedIn.body.user_id}:${signedIn.body.token}`;
    const log = (await as(authorization).call('getUserLog', { params: { days: '1' } })).body.toReversed();
    expect(log.map((entry: { actionType: string }) => entry.actionType)).toEqual(['answer', 'registration', 'activation', 'guest_merge', 'password_change']);

    // The activation link comes too late: the account is active, and nothing is merged again.
    expect(await activate()).toMatchObject(failure(400, 'activationUsed'));
    expect(await pointsOf(userId)).toBe(perAnswer);
    expect(await answersOf(userId)).toHaveLength(1);
    const after = (await as(authorization).call('getUserLog', { params: { days: '1' } })).body;
    expect(after.filter((entry: { actionType: string }) => entry.actionType === 'activation' || entry.actionType === 'guest_merge')).toHaveLength(2);
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

describe('a guest\'s survey runs move with their answers', () => {
  const QUEST_POINTS = 50;

  /** A public (guests may answer) 3-question survey whose first question screens out choice 2. */
  async function publicQuest() {
    const id = await t.app.container.quests.create({ type: 'standard', title: 'Coffee habits', description: 'About coffee', points: QUEST_POINTS, languageId: 1 });
    const ids: number[] = [];
    for (const [position, text] of ['Do you drink coffee?', 'How often?', 'Are you satisfied?'].entries()) {
      ids.push(await t.app.container.questions.create({
        text, choiceTypeKey: 'single', languageId: 1, questId: id, position, isPublic: true, isScreening: position === 0,
        choices: [{ label: 'Yes' }, { label: 'No', disqualifies: position === 0 }],
      }));
    }
    return { id, ids };
  }

  const getQuest = (caller: Caller, questId: number) => as(caller).call('getQuest', { params: { id: String(questId) } });
  const runsOf = (userId: number) => t.database.db.select().from(questParticipations).where(eq(questParticipations.userId, userId));
  const completionCredits = async () => (await t.database.db.select().from(pointsLedger)).filter((row) => row.reason === 'survey_completed');

  it('keeps a screen-out: the member cannot answer the survey again, and earns nothing', async () => {
    const quest = await publicQuest();
    expect((await answerAs(guest, quest.ids[0]!, 2)).body.questStatus).toBe('screenout');
    const member = await registerFromDevice(guest.authorization);

    expect((await getQuest(member.authorization, quest.id)).body.status).toBe('screenout');
    expect(await answerAs(member.authorization, quest.ids[1]!)).toMatchObject(failure(409, 'questFinished'));
    expect((await as(member.authorization).call('getActiveQuests', { params: { id: String(member.userId) } })).body).toEqual([]);
    expect(await pointsOf(member.userId)).toBe(0);
    await expectLedgerMatchesBalances(t);
  });

  it('keeps a completed survey completed: out of the active surveys, in the history, its points paid once', async () => {
    const quest = await publicQuest();
    for (const id of quest.ids) expect((await answerAs(guest, id)).status).toBe(200);
    const member = await registerFromDevice(guest.authorization);

    expect((await as(member.authorization).call('getActiveQuests', { params: { id: String(member.userId) } })).body).toEqual([]);
    const finished = await as(member.authorization).call('getLogDetails', { params: { id: String(member.userId), LOCALE: 'en' } });
    expect(finished.body.map((entry) => [entry.quest_id, entry.status])).toEqual([[quest.id, 'completed']]);
    expect((await getQuest(member.authorization, quest.id)).body).toMatchObject({ status: 'completed', pointsAwarded: QUEST_POINTS });
    expect(await answerAs(member.authorization, quest.ids[2]!)).toMatchObject(failure(409, 'questFinished'));
    expect(await pointsOf(member.userId)).toBe(QUEST_POINTS);
    expect(await completionCredits()).toHaveLength(1);
    await expectLedgerMatchesBalances(t);
  });

  it('times a survey the guest started from the guest\'s start, so finishing it as a member is no speedster\'s', async () => {
    const quest = await publicQuest();
    // Five earlier completions of ten minutes each: the median a speedster is measured against.
    for (let i = 0; i < 5; i++) {
      const earlier = await createMember(t.app);
      for (const id of quest.ids) expect((await answerAs(earlier, id)).status).toBe(200);
      await t.database.db.update(questParticipations).set({ startedAt: new Date(Date.now() - 600_000), finishedAt: new Date() }).where(eq(questParticipations.userId, earlier.id));
    }
    await answerAsGuest(quest.ids[0]!);
    await answerAsGuest(quest.ids[1]!);
    const guestStart = new Date(Date.now() - 400_000);
    await t.database.db.update(questParticipations).set({ startedAt: guestStart }).where(eq(questParticipations.userId, guest.id));
    const member = await registerFromDevice(guest.authorization);

    expect((await getQuest(member.authorization, quest.id)).body.status).toBe('started');
    expect((await runsOf(member.userId)).map((run) => run.startedAt.getTime())).toEqual([guestStart.getTime()]);
    const last = await answerAs(member.authorization, quest.ids[2]!);
    expect(last.body).toMatchObject({ questStatus: 'completed', questPointsCredited: QUEST_POINTS });
    expect(await pointsOf(member.userId)).toBe(QUEST_POINTS);
    expect(await runsOf(guest.id)).toEqual([]);
    await expectLedgerMatchesBalances(t);
  }, 60_000);

  it('leaves a survey\'s answers and run with the guest when the member has a run of that survey of their own', async () => {
    const quest = await publicQuest();
    await answerAsGuest(quest.ids[0]!);
    await answerAsGuest(quest.ids[1]!);
    await answerAsGuest(polls[0]!);
    const registered = await register(guest);
    expect(registered.status).toBe(200);
    const memberId = registered.body.user_id;
    // The member's own run of the survey, begun before the activation.
    await t.app.container.quests.start(memberId, quest.id);
    const [ownRun] = await runsOf(memberId);
    const activated = await activationOf(lastLink(t.dataDir, '.eml', '/activate'))();
    expect(activated.status).toBe(200);

    expect((await answersOf(memberId)).map((row) => row.questionId)).toEqual([polls[0]]);
    expect((await answersOf(guest.id)).map((row) => row.questionId)).toEqual(quest.ids.slice(0, 2));
    expect(await runsOf(memberId)).toEqual([ownRun]);
    expect((await runsOf(guest.id)).map((run) => run.questId)).toEqual([quest.id]);
    // The member's run goes by its own answers: all three questions, for the survey's points once.
    const authorization = `${activated.body.user_id}:${activated.body.token}`;
    for (const id of quest.ids) expect((await answerAs(authorization, id)).status).toBe(200);
    expect((await getQuest(authorization, quest.id)).body.status).toBe('completed');
    expect(await pointsOf(memberId)).toBe(t.siteConfig.points.perPollAnswer + QUEST_POINTS);
    expect(await completionCredits()).toHaveLength(1);
    await expectLedgerMatchesBalances(t);
  });
});

describe('My activity after a merge', () => {
  it('adds each point once: the positive points of the member\'s log are the balance the merge brought', async () => {
    const quest = await t.app.container.quests.create({ type: 'standard', title: 'Tea time', description: 'About tea', points: 50, languageId: 1 });
    const questQuestion = await t.app.container.questions.create({ text: 'Green or black?', choiceTypeKey: 'yes_no', languageId: 1, questId: quest, position: 0, isPublic: true });
    await t.app.container.points.applyAlone({ userId: guest.id, delta: 30, reason: 'grant', idempotencyKey: `grant:${guest.id}` });
    await answerAsGuest(polls[0]!);
    await answerAsGuest(polls[1]!);
    await answerAsGuest(questQuestion);
    const account = await registerFromDevice(guest.authorization);
    const perAnswer = t.siteConfig.points.perPollAnswer;
    expect(await pointsOf(account.userId)).toBe(2 * perAnswer + 30 + 50);

    const log = (await as(account.authorization).call('getUserLog', { params: { days: '7' } })).body;
    const positive = log.map((entry) => entry.actionParams.points).filter((points): points is number => typeof points === 'number' && points > 0);
    expect(positive.reduce((sum, points) => sum + points, 0)).toBe(await pointsOf(account.userId));
    expect(log.find((entry) => entry.actionType === 'guest_merge')?.actionParams).toEqual({ answers: 3, points: 30 + 50, answerPoints: 2 * perAnswer });
    await expectLedgerMatchesBalances(t);
  });
});

describe('GET user/email/isValid/{email} while registering', () => {
  const isValid = (email: string) => as(null).call('isEmailValid', { params: { email } });

  it('says free, taken, or taken by a guest (the guest of a device, detected by its address)', async () => {
    const member = await createMember(t.app);
    expect((await isValid('someone.new@example.com')).body).toEqual({ valid: true, exists: false, isGuest: false });
    expect((await isValid(member.email.toUpperCase())).body).toEqual({ valid: true, exists: true, isGuest: false });
    const guestEmail = (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, guest.id)))[0]!.email;
    expect((await isValid(guestEmail)).body).toEqual({ valid: true, exists: true, isGuest: true });
    expect((await isValid('not-an-address')).body).toEqual({ valid: false, exists: false, isGuest: false });
  });

  it('says an address kept for guests or for phone sign-in that no account holds is no address to register with', async () => {
    const guestEmail = (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, guest.id)))[0]!.email;
    const keptForGuests = `nobody${guestEmail.slice(guestEmail.indexOf('@'))}`;
    for (const email of [keptForGuests, '77010000000@phone.panelist.local']) {
      expect((await isValid(email)).body).toEqual({ valid: false, exists: false, isGuest: false });
      const refused = await as(null).call('register', { body: { user_surname: 'Ann', user_lastname: 'Doe', user_email: email, user_password: 'secret1', user_agrees_contact: true, agreeTerms: true, agreeProcessing: true } });
      expect(refused.status).toBe(400);
    }
  });
});
