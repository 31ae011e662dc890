import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { MAX_PHOTO_BYTES } from '@contract/rules/photo';
import { userPhotos } from '../../server/db/schema/index';
import type { TestApp } from '../helper';
import { contractClient, failure, type CallInput } from '../factories/contract-client';
import type { ErrorCodeName } from '@contract/schemas/errors';
import { eachTestWithMember } from '../factories/member-app';
import { badCredentials } from '../factories/credentials';
import { snapshotTables } from '../factories/snapshot';
import { createGuest, createMember, type TestMember } from '../factories/users';

let t: TestApp;
let member: TestMember;
eachTestWithMember((app, created) => ([t, member] = [app, created]), () => t);

/** A 1 × 1 PNG, JPEG and WebP: the server checks the type and the dimensions by the bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxD/2Q==', 'base64');
const WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');

const { as } = contractClient(() => t.app);
type PhotoBody = NonNullable<CallInput<'setUserPhoto'>['body']>;
const setPhoto = (who: TestMember, body: PhotoBody, id: number | string = who.id, authorization: string | null = who.authorization) =>
  as(authorization).call('setUserPhoto', { params: { id: String(id) }, body });
/** A body the contract's types refuse, sent as it is. */
const setRawPhoto = (who: TestMember, rawBody: string | Buffer, contentType?: string) =>
  as(who).call('setUserPhoto', { params: { id: String(who.id) }, rawBody, contentType });
const getPhoto = (who: TestMember, headers: Record<string, string> = {}, id: number | string = who.id, authorization: string | null = who.authorization) =>
  as(authorization).call('getUserPhoto', { params: { id: String(id) }, headers });
const getUser = (who: TestMember) => as(who).call('getUser', { params: { id: String(who.id) } });
const photoRows = () => t.app.container.db.select().from(userPhotos).orderBy(asc(userPhotos.userId));

describe('POST user/{id}/photo and GET user/{id}/photo', () => {
  it('has no photo at first: 404, and the details say null', async () => {
    expect((await getPhoto(member)).status).toBe(404);
    expect((await getUser(member)).body.user.user_photo_version).toBeNull();
  });

  it('stores a PNG, answers the details with its version, and serves it privately with an ETag', async () => {
    const saved = await setPhoto(member, { photo: PNG.toString('base64') });
    expect(saved.status).toBe(200);
    const version = saved.body.user.user_photo_version;
    expect(version).toEqual(expect.any(Number));
    expect((await getUser(member)).body.user.user_photo_version).toBe(version);

    const served = await getPhoto(member);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers.etag).toBe(`"${version}"`);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const again = await getPhoto(member, { 'if-none-match': `"${version}"` });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('takes the type from the bytes: a JPEG and a WebP replace the photo, one row per member', async () => {
    await setPhoto(member, { photo: PNG.toString('base64') });
    expect((await setPhoto(member, { photo: JPEG.toString('base64') })).status).toBe(200);
    expect((await getPhoto(member)).headers['content-type']).toBe('image/jpeg');
    expect((await setPhoto(member, { photo: WEBP.toString('base64') })).status).toBe(200);
    expect((await getPhoto(member)).headers['content-type']).toBe('image/webp');
    expect(await photoRows()).toHaveLength(1);
  });

  it('removes the photo with null, logs both changes, and a second removal changes nothing', async () => {
    await setPhoto(member, { photo: PNG.toString('base64') });
    const removed = await setPhoto(member, { photo: null });
    expect(removed.status).toBe(200);
    expect(removed.body.user.user_photo_version).toBeNull();
    expect((await getPhoto(member)).status).toBe(404);
    const log = await t.app.container.userLog.since(member.id, 1);
    expect(log.map((entry) => entry.actionDetails)).toEqual(expect.arrayContaining(['Profile photo updated', 'Profile photo removed']));
    const before = await snapshotTables(t.app);
    expect((await setPhoto(member, { photo: null })).status).toBe(200);
    expect(await snapshotTables(t.app)).toEqual(before);
  });

  it('accepts a photo of exactly the largest size', async () => {
    const largest = Buffer.concat([PNG, Buffer.alloc(MAX_PHOTO_BYTES - PNG.length)]);
    expect((await setPhoto(member, { photo: largest.toString('base64') })).status).toBe(200);
  });

  it('serves nothing of another member (403) and nothing without credentials (401)', async () => {
    const other = await createMember(t.app);
    await setPhoto(other, { photo: PNG.toString('base64') });
    expect((await getPhoto(member, {}, other.id)).status).toBe(403);
    expect((await getPhoto(member, {}, member.id, null)).status).toBe(401);
  });

  it('is deleted with the account when an operator completes the deletion request', async () => {
    await setPhoto(member, { photo: PNG.toString('base64') });
    const other = await createMember(t.app);
    await setPhoto(other, { photo: JPEG.toString('base64') });
    await as(member).call('requestAccountDeletion', { params: { id: String(member.id) } });
    await t.app.container.accountDeletion.completeAllOpen();
    expect((await photoRows()).map((row) => row.userId)).toEqual([other.id]);
  });

  describe('rejections change nothing', () => {
    let before: { tables: Record<string, unknown[]>; photos: unknown[] };
    const state = async () => ({ tables: await snapshotTables(t.app), photos: await photoRows() });
    beforeEach(async () => {
      await setPhoto(member, { photo: PNG.toString('base64') });
      before = await state();
    });
    afterEach(async () => {
      expect(await state()).toEqual(before);
    });

    const ascii = (text: string) => Buffer.from(text).toString('base64');
    const rejections: [string, () => unknown, number, ErrorCodeName][] = [
      ['an SVG with a script', () => ({ photo: ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }), 400, 'invalidPhoto'],
      ['an HTML page', () => ({ photo: ascii('<!doctype html><script>alert(1)</script>') }), 400, 'invalidPhoto'],
      ['a GIF', () => ({ photo: ascii('GIF89a\u0001\u0000\u0001\u0000') }), 400, 'invalidPhoto'],
      ['HTML behind a PNG name (the bytes decide)', () => ({ photo: ascii('<html>photo.png</html>') }), 400, 'invalidPhoto'],
      ['a truncated PNG signature', () => ({ photo: PNG.subarray(0, 6).toString('base64') }), 400, 'invalidPhoto'],
      ['only the PNG signature', () => ({ photo: 'iVBORw0KGgo=' }), 400, 'invalidPhoto'],
      ['a PNG cut inside its header', () => ({ photo: PNG.subarray(0, 20).toString('base64') }), 400, 'invalidPhoto'],
      ['a JPEG without a frame', () => ({ photo: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]).toString('base64') }), 400, 'invalidPhoto'],
      ['a WebP header alone', () => ({ photo: WEBP.subarray(0, 20).toString('base64') }), 400, 'invalidPhoto'],
      ['a PNG cut short after its header (an upload broken off)', () => ({ photo: PNG.subarray(0, 60).toString('base64') }), 400, 'invalidPhoto'],
      ['a JPEG without its end of image', () => ({ photo: JPEG.subarray(0, JPEG.length - 2).toString('base64') }), 400, 'invalidPhoto'],
      ['a PNG stating 60,000 × 60,000 pixels', () => ({ photo: Buffer.concat([PNG.subarray(0, 16), Buffer.from([0, 0, 0xea, 0x60, 0, 0, 0xea, 0x60]), PNG.subarray(24)]).toString('base64') }), 400, 'invalidPhoto'],
      ['a WebP shorter than its header says', () => ({ photo: WEBP.subarray(0, WEBP.length - 2).toString('base64') }), 400, 'invalidPhoto'],
      ['text that is not base64', () => ({ photo: 'not base64 at all!' }), 400, 'badInput'],
      ['a data URL instead of bare base64', () => ({ photo: `data:image/png;base64,${PNG.toString('base64')}` }), 400, 'badInput'],
      ['base64 of a bad length', () => ({ photo: 'iVBORw0' }), 400, 'badInput'],
      ['an empty string', () => ({ photo: '' }), 400, 'badInput'],
      ['a number', () => ({ photo: 42 }), 400, 'badInput'],
      ['a missing photo', () => ({}), 400, 'badInput'],
      ['an extra field', () => ({ photo: null, user_points: 1000 }), 400, 'badInput'],
      ['an array body', () => [{ photo: null }], 400, 'badInput'],
      ['a photo one byte too large', () => ({ photo: Buffer.concat([PNG, Buffer.alloc(MAX_PHOTO_BYTES + 1 - PNG.length)]).toString('base64') }), 413, 'payloadTooLarge'],
      ['a body far over the limit', () => ({ photo: 'A'.repeat(2 * 1024 * 1024) }), 413, 'payloadTooLarge'],
    ];
    it.each(rejections)('%s', async (_name, payload, status, code) => {
      expect(await setRawPhoto(member, JSON.stringify(payload()))).toMatchObject(failure(status, code));
    });

    it('a damaged image, with a message saying so', async () => {
      expect((await setRawPhoto(member, JSON.stringify({ photo: 'iVBORw0KGgo=' }))).body)
        .toMatchObject({ message: 'The photo is damaged: its width and height cannot be read.' });
    });

    it('a photo cut short, with a message saying so', async () => {
      expect((await setRawPhoto(member, JSON.stringify({ photo: PNG.subarray(0, 60).toString('base64') }))).body)
        .toMatchObject({ message: 'The photo is damaged: the file is cut short.' });
    });

    it('a body that is not JSON', async () => {
      expect(await setRawPhoto(member, '{"photo":')).toMatchObject(failure(400, 'badInput'));
    });

    it('raw image bytes instead of JSON', async () => {
      const response = await setRawPhoto(member, PNG, 'image/png');
      expect(response.status).toBe(415);
    });

    it('another member\'s id in the path (403)', async () => {
      const other = await createMember(t.app);
      before = await state();
      const response = await setPhoto(member, { photo: JPEG.toString('base64') }, other.id);
      expect(response).toMatchObject(failure(403, 'forbidden'));
    });

    it.each(['0', 'abc', '99999999999'])('the id %s (400)', async (id) => {
      const response = await setPhoto(member, { photo: null }, id);
      expect(response).toMatchObject(failure(400, 'badInput'));
    });

    it('a guest (403, code 108)', async () => {
      const guest = await createGuest(t.app);
      before = await state();
      const response = await setPhoto(guest, { photo: JPEG.toString('base64') });
      expect(response).toMatchObject(failure(403, 'guestNotAllowed'));
    });

    it.each(badCredentials)('$name (401)', async ({ authorization }) => {
      const header = (await authorization(t.app, member)) ?? null;
      before = await state();
      const response = await setPhoto(member, { photo: null }, member.id, header);
      expect(response).toMatchObject(failure(401, 'unauthorized'));
    });
  });
});
