import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema/index';
import { createMember, type TestMember } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';
import { createManualClock, type ManualClock } from '../../server/lib/clock';

const DAY = 86_400_000;

let t: TestApp;
let clock: ManualClock;
let start: number;
beforeEach(async () => {
  start = Date.UTC(2026, 10, 30, 12);
  clock = createManualClock(start);
  t = await buildTestApp({ env: { TOKEN_TTL_DAYS: '30' }, clock });
});
afterEach(() => t.close());

const { as } = contractClient(() => t.app);
const details = (member: TestMember) => as(member).call('getUser', { params: { id: String(member.id) } });
const expiryOf = async (member: TestMember) => (await t.database.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, member.id)))[0]!.expiresAt.getTime();

describe('a sign-in token in use', () => {
  it('is renewed for 30 days once less than half is left, so a member who keeps using the app stays signed in', async () => {
    const member = await createMember(t.app);
    expect((await details(member)).status).toBe(200);
    expect(await expiryOf(member)).toBe(start + 30 * DAY);

    // Day 10: more than half left, nothing written.
    clock.set(start + 10 * DAY);
    expect((await details(member)).status).toBe(200);
    expect(await expiryOf(member)).toBe(start + 30 * DAY);

    // Day 20: renewed to day 50, and still good on day 45, past the first expiry.
    clock.set(start + 20 * DAY);
    expect((await details(member)).status).toBe(200);
    expect(await expiryOf(member)).toBe(start + 50 * DAY);
    clock.set(start + 45 * DAY);
    expect((await details(member)).status).toBe(200);
  });

  it('expires when left unused for its whole lifetime', async () => {
    const member = await createMember(t.app);
    clock.set(start + 30 * DAY + 1);
    expect(await details(member)).toMatchObject(failure(401, 'unauthorized'));
  });

  it('stays signed out once revoked, renewed or not', async () => {
    const member = await createMember(t.app);
    clock.set(start + 20 * DAY);
    expect((await as(member).call('logout', {})).status).toBe(200);
    expect(await details(member)).toMatchObject(failure(401, 'unauthorized'));
    clock.set(start + 25 * DAY);
    expect(await details(member)).toMatchObject(failure(401, 'unauthorized'));
  });
});
