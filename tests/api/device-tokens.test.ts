import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deviceTokens } from '../../server/db/schema/index';
import { MAX_TOKENS_PER_MEMBER } from '../../server/core/repositories/device-tokens-repository';
import type { TestApp } from '../helper';
import { contractClient, failure, type Caller } from '../factories/contract-client';
import { eachTestWithMember } from '../factories/member-app';
import { badCredentials } from '../factories/credentials';
import { snapshotTables } from '../factories/snapshot';
import { ErrorCode } from '@contract/schemas/errors';
import { createGuest, createMember, type TestMember } from '../factories/users';

let t: TestApp;
let member: TestMember;
eachTestWithMember((app, created) => ([t, member] = [app, created]), () => t);

/** Looks like an FCM registration token. */
const fcmToken = (n: number) => `dX${n}abc:APA91bH${'x'.repeat(120)}_${n}-end`;

const { as } = contractClient(() => t.app);
const saveToken = (token: string, caller: Caller = member, contentType = 'text/plain') => as(caller).call('saveDeviceToken', { body: token, contentType });
const listTokens = (caller: Caller = member) => as(caller).call('getAllDevicesTokens');
const deleteTokens = (caller: Caller = member) => as(caller).call('deleteAllDeviceToken');
const deleteToken = (token: string, caller: Caller = member, contentType = 'text/plain') => as(caller).call('deleteDeviceToken', { body: token, contentType });
const rowOf = async (token: string) => (await t.app.container.db.select().from(deviceTokens).where(eq(deviceTokens.token, token)))[0];

describe('device tokens', () => {
  it('saves a text/plain token and lists it with its creation time', async () => {
    expect(await saveToken(fcmToken(1))).toMatchObject({ status: 200, body: { ok: true } });
    expect(await saveToken(fcmToken(2), member, 'text/plain; charset=utf-8')).toMatchObject({ status: 200 });
    const { status, body } = await listTokens();
    expect(status).toBe(200);
    expect(body.map((row) => row.token)).toEqual([fcmToken(1), fcmToken(2)]);
    expect(Number.isNaN(Date.parse(body[0]!.createdAt))).toBe(false);
    expect(Object.keys(body[0]!).sort()).toEqual(['createdAt', 'token']);
  });

  it('takes a token without the spaces and line break around it (a token read from a file)', async () => {
    expect(await saveToken(`  ${fcmToken(1)}\r\n`)).toMatchObject({ status: 200 });
    expect((await listTokens()).body.map((row) => row.token)).toEqual([fcmToken(1)]);
    expect(await deleteToken(`${fcmToken(1)}\n`)).toMatchObject({ status: 200 });
    expect((await listTokens()).body).toEqual([]);
  });

  it('saving a known token again keeps one row and refreshes its last-seen time', async () => {
    await saveToken(fcmToken(1));
    const first = await rowOf(fcmToken(1));
    await t.app.container.db.update(deviceTokens).set({ lastSeenAt: new Date(Date.now() - 86_400_000) }).where(eq(deviceTokens.token, fcmToken(1)));
    await saveToken(fcmToken(1));
    const again = await rowOf(fcmToken(1));
    expect((await listTokens()).body).toHaveLength(1);
    expect(again!.createdAt).toEqual(first!.createdAt);
    expect(again!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('moves a token to the member who saves it last (a device changing hands)', async () => {
    const other = await createMember(t.app);
    await saveToken(fcmToken(1));
    expect(await saveToken(fcmToken(1), other)).toMatchObject({ status: 200 });
    expect((await listTokens()).body).toEqual([]);
    expect((await listTokens(other)).body.map((row) => row.token)).toEqual([fcmToken(1)]);
  });

  it(`keeps at most ${MAX_TOKENS_PER_MEMBER} tokens per member, dropping the least recently seen`, async () => {
    for (let n = 0; n <= MAX_TOKENS_PER_MEMBER; n++) {
      await saveToken(fcmToken(n));
      await t.app.container.db.update(deviceTokens).set({ lastSeenAt: new Date(Date.now() - (100 - n) * 60_000) }).where(eq(deviceTokens.token, fcmToken(n)));
    }
    const tokens = (await listTokens()).body.map((row) => row.token);
    expect(tokens).toHaveLength(MAX_TOKENS_PER_MEMBER);
    expect(tokens).not.toContain(fcmToken(0));
  });

  it('deletes all of the member\'s tokens and no one else\'s', async () => {
    const other = await createMember(t.app);
    await saveToken(fcmToken(1));
    await saveToken(fcmToken(2));
    await saveToken(fcmToken(3), other);
    expect(await deleteTokens()).toMatchObject({ status: 200, body: { ok: true } });
    expect((await listTokens()).body).toEqual([]);
    expect((await listTokens(other)).body).toHaveLength(1);
    expect(await deleteTokens()).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('deletes one token of the member\'s (push off on that device only), never another member\'s', async () => {
    const other = await createMember(t.app);
    await saveToken(fcmToken(1));
    await saveToken(fcmToken(2));
    await saveToken(fcmToken(3), other);
    expect(await deleteToken(fcmToken(1))).toMatchObject({ status: 200, body: { ok: true } });
    expect((await listTokens()).body.map((row) => row.token)).toEqual([fcmToken(2)]);
    expect(await deleteToken(fcmToken(3))).toMatchObject({ status: 200, body: { ok: true } });
    expect((await listTokens(other)).body.map((row) => row.token)).toEqual([fcmToken(3)]);
    expect(await deleteToken(fcmToken(1))).toMatchObject({ status: 200 });
  });

  describe('rejections change nothing', () => {
    let before: Record<string, unknown[]>;
    beforeEach(async () => {
      await saveToken(fcmToken(9));
      before = await snapshotTables(t.app);
    });
    afterEach(async () => {
      expect(await snapshotTables(t.app)).toEqual(before);
    });

    const badBodies: [string, string, string][] = [
      ['a JSON string body', JSON.stringify(fcmToken(1)), 'application/json'],
      ['a JSON object body', JSON.stringify({ token: fcmToken(1) }), 'application/json'],
      ['an empty body', '', 'text/plain'],
      ['a too short token', 'abc', 'text/plain'],
      ['an oversized token', 'a'.repeat(4097), 'text/plain'],
      ['an SQL injection', "abcdefghij'); DELETE FROM device_tokens;--", 'text/plain'],
      ['markup', '<script>alert(1)</script>', 'text/plain'],
      ['spaces and newlines', `${fcmToken(1)}\n${fcmToken(2)}`, 'text/plain'],
      ['an unsupported media type', fcmToken(1), 'application/x-www-form-urlencoded'],
    ];
    it.each(badBodies)('%s (4xx)', async (_name, payload, contentType) => {
      for (const { status, body } of [await saveToken(payload, member, contentType), await deleteToken(payload, member, contentType)]) {
        expect([400, 415]).toContain(status);
        expect(body.code).toBe(ErrorCode.badInput);
      }
    });

    it('a body over the size limit (413)', async () => {
      expect(await saveToken('a'.repeat(70 * 1024))).toMatchObject(failure(413, 'payloadTooLarge'));
    });

    it('a guest (403, code 108) on every device call', async () => {
      const guest = await createGuest(t.app);
      before = await snapshotTables(t.app);
      for (const response of [await saveToken(fcmToken(1), guest), await listTokens(guest), await deleteTokens(guest), await deleteToken(fcmToken(9), guest)]) {
        expect(response).toMatchObject(failure(403, 'guestNotAllowed'));
      }
    });

    it.each(badCredentials)('$name (401) on every device call', async ({ authorization }) => {
      const header = (await authorization(t.app, member)) ?? null;
      before = await snapshotTables(t.app);
      for (const response of [await saveToken(fcmToken(1), header), await listTokens(header), await deleteTokens(header), await deleteToken(fcmToken(9), header)]) {
        expect(response).toMatchObject(failure(401, 'unauthorized'));
      }
    });
  });
});
