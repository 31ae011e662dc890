import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { privacyAcceptances, userLog } from '../../server/db/schema/index';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';
import { ErrorCode } from '@contract/schemas/errors';
import { badCredentials } from '../factories/credentials';
import { eachTestWithMember } from '../factories/member-app';
import { snapshotTables } from '../factories/snapshot';
import { createGuest, createMember, createSession, type TestMember } from '../factories/users';

let t: TestApp;
let member: TestMember;
eachTestWithMember((app, created) => ([t, member] = [app, created]), () => t);

/** Sent as raw JSON: several versions here are ones the contract's types refuse. */
const acceptAs = (authorization: string | undefined, payload: unknown, id: number | string, app = t) =>
  contractClient(() => app.app).as(authorization).call('acceptPrivacyPolicy', { params: { id: String(id) }, rawBody: JSON.stringify(payload) });
const accept = (payload: unknown, id: number | string = member.id, authorization = member.authorization, app = t) => acceptAs(authorization, payload, id, app);
const details = (authorization = member.authorization, app = t) => contractClient(() => app.app).as(authorization).call('getUser', { params: { id: String(member.id) } });
const acceptances = (app = t) => app.database.db.select().from(privacyAcceptances).orderBy(asc(privacyAcceptances.acceptedAt));
const unchanged = async (app = t) => ({ rows: await acceptances(app), tables: await snapshotTables(app.app) });

describe('POST user/{id}/privacy (the privacy dialog)', () => {
  it('records the current version with its date once; the user details show it on every device', async () => {
    const current = t.siteConfig.privacyPolicyVersion;
    expect((await details()).body.user).toMatchObject({ privacy_accepted_version: null, privacy_accepted_at: null });

    const before = Date.now();
    const { status, body } = await accept({ version: current });
    expect(status).toBe(200);
    expect(body.user.privacy_accepted_version).toBe(current);
    const acceptedAt = Date.parse(body.user.privacy_accepted_at!);
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now() + 1000);
    const rows = await acceptances();
    expect(rows).toEqual([{ userId: member.id, policyVersion: current, acceptedAt: new Date(body.user.privacy_accepted_at!) }]);

    // Another device (another session) knows it from the server.
    const otherDevice = await createSession(t.app, member.id);
    expect((await details(otherDevice.authorization)).body.user).toMatchObject({ privacy_accepted_version: current, privacy_accepted_at: body.user.privacy_accepted_at });

    // Accepting again changes nothing: one row, one log entry, the first date.
    expect((await accept({ version: current })).body.user.privacy_accepted_at).toBe(body.user.privacy_accepted_at);
    expect(await acceptances()).toHaveLength(1);
    const log = await t.database.db.select().from(userLog).where(eq(userLog.actionType, 'privacy_accepted'));
    expect(log.map((row) => [row.userId, row.actionParams])).toEqual([[member.id, { version: current }]]);
  });

  it('asks again when the policy version changes: the details keep the old version until the new one is accepted', async () => {
    expect((await accept({ version: t.siteConfig.privacyPolicyVersion })).status).toBe(200);
    const changed = await buildTestApp({ siteConfig: { privacyDialog: true, privacyPolicyVersion: '2099-01' } });
    try {
      // The new app shares the database, emptied: make the member and their old acceptance again.
      const again = await createMember(changed.app);
      const old = await accept({ version: t.siteConfig.privacyPolicyVersion }, again.id, again.authorization, changed);
      expect(old).toMatchObject(failure(409, 'privacyPolicyOutdated'));
      expect(old.body).toMatchObject({ message: 'The privacy policy has changed. Please read the current version.' });
      await changed.database.db.insert(privacyAcceptances).values({ userId: again.id, policyVersion: '2026-01', acceptedAt: new Date(Date.now() - 86_400_000) });
      expect((await details(again.authorization, changed)).body.user.privacy_accepted_version).toBe('2026-01');
      expect((await accept({ version: '2099-01' }, again.id, again.authorization, changed)).body.user.privacy_accepted_version).toBe('2099-01');
      expect((await acceptances(changed)).map((row) => row.policyVersion)).toEqual(['2026-01', '2099-01']);
    } finally {
      await changed.close();
    }
  });

  it('refuses another member (403), a guest (403), an old or malformed version (409/400), changing nothing', async () => {
    const before = await unchanged();
    const other = await createMember(t.app);
    const afterOther = await unchanged();
    expect((await accept({ version: t.siteConfig.privacyPolicyVersion }, other.id)).body.code).toBe(ErrorCode.forbidden);
    const guest = await createGuest(t.app);
    const afterGuest = await unchanged();
    expect((await accept({ version: t.siteConfig.privacyPolicyVersion }, guest.id, guest.authorization)).body.code).toBe(ErrorCode.guestNotAllowed);
    expect(await unchanged()).toEqual(afterGuest);
    for (const payload of [{}, { version: '' }, { version: 'x'.repeat(41) }, { version: "1' or '1'='1" }, { version: 1 }, { version: 'a', extra: true }]) {
      expect(await accept(payload), JSON.stringify(payload)).toMatchObject(failure(400, 'badInput'));
    }
    // A NUL is refused before validation, with its own code.
    expect(await accept({ version: 'v\u0000' })).toMatchObject(failure(400, 'invalidCharacter'));
    expect(await accept({ version: '1999-01' })).toMatchObject(failure(409, 'privacyPolicyOutdated'));
    expect((await unchanged()).rows).toEqual(before.rows);
    expect(afterOther.rows).toEqual(before.rows);
  });

  it.each(badCredentials)('answers 401 with $name', async ({ authorization }) => {
    expect(await acceptAs(await authorization(t.app, member), { version: t.siteConfig.privacyPolicyVersion }, member.id)).toMatchObject(failure(401, 'unauthorized'));
    expect(await acceptances()).toEqual([]);
  });
});
