import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountDeletionRequests } from '../../server/db/schema/index';
import type { TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';
import { eachTestWithMember } from '../factories/member-app';
import { badCredentials } from '../factories/credentials';
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
