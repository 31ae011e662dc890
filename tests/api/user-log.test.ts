import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { userLog } from '../../server/db/schema/index';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure, type Caller } from '../factories/contract-client';
import { badCredentials } from '../factories/credentials';
import { createGuest, createMember, type TestMember } from '../factories/users';
import { expectLedgerMatchesBalances } from '../factories/ledger';

let t: TestApp;
let member: TestMember;
beforeEach(async () => {
  t = await buildTestApp();
  member = await createMember(t.app);
});
afterEach(async () => {
  await expectLedgerMatchesBalances(t);
  await t.close();
});

const { as } = contractClient(() => t.app);
const getLog = (days: string | number, caller: Caller = member) =>
  as(caller).call('getUserLog', { params: { days: String(days) } });

/** Writes a log entry dated `daysAgo` days back. */
async function logEntry(userId: number, actionType: string, daysAgo: number, params: Record<string, unknown> = {}) {
  await t.app.container.userLog.write(userId, actionType, `${actionType} details`, params);
  const latest = sql`(select max(${userLog.id}) from ${userLog})`;
  await t.app.container.db.update(userLog).set({ createdAt: new Date(Date.now() - daysAgo * 86_400_000) }).where(eq(userLog.id, latest));
}

describe('GET user/log/{days}', () => {
  it('answers the member\'s entries of the period, newest first, in the contract\'s shape', async () => {
    await logEntry(member.id, 'answer', 10, { questionId: 3, points: 10 });
    await logEntry(member.id, 'profile_update', 2, { fields: ['sex'] });
    await logEntry(member.id, 'language_change', 0.5);
    await logEntry(member.id, 'ancient', 40);
    const other = await createMember(t.app);
    await logEntry(other.id, 'answer', 1);

    const { status, body } = await getLog(14);
    expect(status).toBe(200);
    expect(body.map((entry: { actionType: string }) => entry.actionType)).toEqual(['language_change', 'profile_update', 'answer']);
    expect(body[2]).toEqual({
      actionType: 'answer', actionDetails: 'answer details', actionParams: { questionId: 3, points: 10 },
      actionDate: { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) },
    });
    expect((await getLog(7)).body).toHaveLength(2);
    expect((await getLog(3650)).body).toHaveLength(4);
  });

  it('answers an empty list when nothing happened', async () => {
    expect(await getLog(7)).toMatchObject({ status: 200, body: [] });
  });

  it('shows the profile changes made through POST user/{id}', async () => {
    await as(member).call('updateUser', { params: { id: String(member.id) }, body: { user_id: member.id, user_sex: 'M' } });
    const { body } = await getLog(1);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ actionType: 'profile_update', actionParams: { fields: ['sex'] } });
  });

  it.each(['0', '3651', '9999', '-1', 'abc', '7.5', '1e3', '07', "7' OR '1'='1", '123456'])('answers 400 for days = %s', async (days) => {
    expect(await getLog(days)).toMatchObject(failure(400, 'badInput'));
  });

  it('refuses guests (403, code 108)', async () => {
    const guest = await createGuest(t.app);
    expect(await getLog(7, guest)).toMatchObject(failure(403, 'guestNotAllowed'));
  });

  it.each(badCredentials)('answers 401 for $name', async ({ authorization }) => {
    expect(await getLog(7, (await authorization(t.app, member)) ?? null)).toMatchObject(failure(401, 'unauthorized'));
  });
});
