import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountDeletionRequests } from '../../server/db/schema/index';
import type { TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';
import { eachTestWithMember } from '../factories/member-app';
import { basic, readSms } from '../factories/auth';
import { badCredentials } from '../factories/credentials';
import { runPanel } from '../factories/cli';
import { snapshotTables } from '../factories/snapshot';
import { createGuest, createMember, createSession, type TestMember } from '../factories/users';

let t: TestApp;
let member: TestMember;
eachTestWithMember((app, created) => ([t, member] = [app, created]), () => t);

const { as } = contractClient(() => t.app);
const requestDeletion = (id: number | string, authorization: string | null = member.authorization) =>
  as(authorization).call('requestAccountDeletion', { params: { id: String(id) } });
const requestsOf = (userId: number) => t.app.container.db.select().from(accountDeletionRequests).where(eq(accountDeletionRequests.userId, userId));
const canRead = async (who: { id: number; authorization: string }) =>
  (await as(who).call('getUser', { params: { id: String(who.id) } })).status === 200;
const signInWithPassword = (who: TestMember = member) => as(basic(who.email, who.password)).call('login', { body: { fingerprint: 'fp-member-laptop' } });
/** The Authorization value of a login's answer. */
const sessionOf = (answer: { user_id: number; token: string }) => ({ id: answer.user_id, authorization: `${answer.user_id}:${answer.token}` });
const activityOf = async (who: { authorization: string }) =>
  (await as(who).call('getUserLog', { params: { days: '7' } })).body.map((entry) => entry.actionType);
const panel = (...argv: string[]) => runPanel(t.app, ...argv);

describe('POST requestAccountDeletion/{id}', () => {
  it('records the request, logs it and signs the member out everywhere', async () => {
    const phone = await createSession(t.app, member.id);
    const bystander = await createMember(t.app);
    const { status, body } = await requestDeletion(member.id);
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });

    const requests = await requestsOf(member.id);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.completedAt).toBeNull();
    expect((await t.app.container.userLog.since(member.id, 1)).map((entry) => entry.actionType)).toEqual(['account_deletion_requested']);
    expect(await canRead(member)).toBe(false);
    expect(await canRead(phone)).toBe(false);
    expect(await canRead(bystander)).toBe(true);
    // The account itself stays until an operator completes the request.
    expect((await t.app.container.users.byId(member.id))!.status).toBe('active');
  });

  it('answers 200 to a second request while one is open, without a second row', async () => {
    await requestDeletion(member.id);
    const again = await createSession(t.app, member.id);
    const { status } = await requestDeletion(member.id, again.authorization);
    expect(status).toBe(200);
    expect(await requestsOf(member.id)).toHaveLength(1);
    expect(await t.app.container.userLog.since(member.id, 1)).toHaveLength(1);
    expect(await canRead(again)).toBe(false);
  });

  describe('rejections change nothing', () => {
    let before: Record<string, unknown[]>;
    afterEach(async () => {
      expect(await snapshotTables(t.app)).toEqual(before);
    });

    it('another member\'s id (403)', async () => {
      const other = await createMember(t.app);
      before = await snapshotTables(t.app);
      expect(await requestDeletion(other.id)).toMatchObject(failure(403, 'forbidden'));
    });

    it('a guest (403, code 108)', async () => {
      const guest = await createGuest(t.app);
      before = await snapshotTables(t.app);
      expect(await requestDeletion(guest.id, guest.authorization)).toMatchObject(failure(403, 'guestNotAllowed'));
    });

    it.each(['0', 'abc', '-5', '99999999999', '1 OR 1=1'])('the id %s (400)', async (id) => {
      before = await snapshotTables(t.app);
      expect(await requestDeletion(id)).toMatchObject(failure(400, 'badInput'));
    });

    it.each(badCredentials)('$name (401)', async ({ authorization }) => {
      const header = (await authorization(t.app, member)) ?? null;
      before = await snapshotTables(t.app);
      expect(await requestDeletion(member.id, header)).toMatchObject(failure(401, 'unauthorized'));
    });
  });
});

describe('signing in again while the request is open', () => {
  it('cancels the request with the sign-in, logs it in My activity and tells the app once', async () => {
    await requestDeletion(member.id);
    const [request] = await requestsOf(member.id);

    const { status, body } = await signInWithPassword();
    expect(status).toBe(200);
    expect(body).toMatchObject({ user_id: member.id, deletion_cancelled: true });
    const session = sessionOf(body);
    expect(await canRead(session)).toBe(true);
    const [cancelled] = await requestsOf(member.id);
    expect(cancelled).toMatchObject({ id: request!.id, completedAt: null, cancelledAt: expect.any(Date) });
    expect(await activityOf(session)).toEqual(['account_deletion_cancelled', 'account_deletion_requested']);

    // Nothing is open any more: the next sign-in has nothing to cancel and says nothing.
    const again = await signInWithPassword();
    expect(again.status).toBe(200);
    expect(again.body).not.toHaveProperty('deletion_cancelled');
    expect(await activityOf(session)).toEqual(['account_deletion_cancelled', 'account_deletion_requested']);
  });

  it('leaves the cancelled request out of "deletions list", and "deletions complete --id" of it changes nothing', async () => {
    await requestDeletion(member.id);
    const [request] = await requestsOf(member.id);
    await signInWithPassword();

    expect((await panel('deletions', 'list')).out).toBe('No open account deletion requests.');
    const before = await snapshotTables(t.app);
    const { code, out } = await panel('deletions', 'complete', '--id', String(request!.id));
    expect(code).toBe(1);
    expect(out).toContain(`Request ${request!.id}: cancelled`);
    expect(await snapshotTables(t.app)).toEqual(before);
    expect((await t.app.container.users.byId(member.id))!).toMatchObject({ status: 'active', email: member.email });
    expect((await panel('deletions', 'complete', '--all')).out).toBe('No open account deletion requests.');
  });

  it('a new request after a cancelled one is open again, and an operator can complete it', async () => {
    await requestDeletion(member.id);
    const session = sessionOf((await signInWithPassword()).body);
    expect((await requestDeletion(member.id, session.authorization)).status).toBe(200);

    const requests = await requestsOf(member.id);
    expect(requests).toHaveLength(2);
    const open = requests.find((row) => row.cancelledAt === null)!;
    expect((await panel('deletions', 'list')).out).toMatch(new RegExp(`\\s${open.id}\\s+${member.id}\\s`));
    expect((await panel('deletions', 'complete', '--id', String(open.id))).code).toBe(0);
    expect((await t.app.container.users.byId(member.id))!.status).toBe('deleted');
  });

  it('the SMS code sign-in cancels it too', async () => {
    const phoned = await createMember(t.app, { phone: '+77015550101' });
    await requestDeletion(phoned.id, phoned.authorization);
    await as(null).call('sendSmsCode', { body: { user_phone: '+77015550101' } });
    const code = /sign-in code is (\d{6})\./.exec(readSms(t.dataDir).at(-1)?.content ?? '')?.[1] ?? '';

    const { status, body } = await as(null).call('validateSmsCode', { body: { user_phone: '+77015550101', code } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ user_id: phoned.id, deletion_cancelled: true });
    expect((await requestsOf(phoned.id))[0]!.cancelledAt).not.toBeNull();
  });

  it('a guest session on the same device (the app opens one once signed out) leaves it open', async () => {
    await signInWithPassword();
    await requestDeletion(member.id);
    const { status, body } = await as(null).call('guestLogin', { body: { fingerprint: 'fp-member-laptop' } });
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('deletion_cancelled');
    expect((await requestsOf(member.id))[0]).toMatchObject({ completedAt: null, cancelledAt: null });
    expect((await panel('deletions', 'list')).out).toContain(member.email);
  });

  it('a wrong password cancels nothing', async () => {
    await requestDeletion(member.id);
    const before = await snapshotTables(t.app, ['account_deletion_requests']);
    expect((await signInWithPassword({ ...member, password: 'not-the-password' })).status).toBe(401);
    expect(await snapshotTables(t.app, ['account_deletion_requests'])).toEqual(before);
  });

  it('the sign-in\'s transaction against the completion\'s, started in either order and a few turns apart: exactly one of them closes the request', async () => {
    const turns = async (n: number) => {
      for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
    };
    for (let round = 0; round < 16; round += 1) {
      const racer = await createMember(t.app);
      await requestDeletion(racer.id, racer.authorization);
      const [request] = await requestsOf(racer.id);
      const user = (await t.app.container.users.byId(racer.id))!;
      const signIn = () => t.app.container.auth.signIn.returningMember(user);
      const complete = () => t.app.container.accountDeletion.complete(request!.id);
      const apart = Math.floor(round / 2);
      const [response, completion] = round % 2 === 0
        ? await Promise.all([signIn(), turns(apart).then(complete)])
        : await Promise.all([complete(), turns(apart).then(signIn)]).then(([c, s]) => [s, c] as const);

      const [closed] = await requestsOf(racer.id);
      const status = (await t.app.container.users.byId(racer.id))!.status;
      const cancelled = response.deletion_cancelled === true;
      expect(cancelled).toBe(!completion.completed);
      expect(closed).toMatchObject(cancelled ? { completedAt: null, cancelledAt: expect.any(Date) } : { completedAt: expect.any(Date), cancelledAt: null });
      expect(status).toBe(cancelled ? 'active' : 'deleted');
      expect(await canRead(sessionOf(response))).toBe(cancelled);
    }
  });

  it('after an operator completed the request, the anonymized account cannot sign in at all', async () => {
    await requestDeletion(member.id);
    expect((await panel('deletions', 'complete', '--all')).code).toBe(0);
    const before = await snapshotTables(t.app);

    const { status, body } = await signInWithPassword();
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: t.siteConfig.loginErrorCodes.userNonExistent });
    expect(body).not.toHaveProperty('deletion_cancelled');
    expect(await snapshotTables(t.app)).toEqual(before);
    expect((await requestsOf(member.id))[0]).toMatchObject({ completedAt: expect.any(Date), cancelledAt: null });
  });
});
