import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index';
import { lastLink, registration } from '../factories/auth';
import { snapshotTables } from '../factories/snapshot';
import { buildTestApp, call, readOutbox, type TestApp } from '../helper';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const unsubscribe = (payload: unknown) => call(t.app, { method: 'POST', url: '/rest/unsubscribe', payload: payload as object });
const agrees = async (id: number) => (await t.database.db.select({ v: users.agreesContact }).from(users).where(eq(users.id, id)))[0]?.v;

async function registerContactable() {
  const { status, body } = await call(t.app, { method: 'POST', url: '/rest/user/register', payload: registration({ user_agrees_contact: true }) });
  expect(status).toBe(200);
  const link = lastLink(t.dataDir, '.eml', '/unsubscribe');
  return { userId: Number(link.get('u')), signature: link.get('s') ?? '', registered: body };
}

describe('POST /unsubscribe', () => {
  it('turns contact off from the signed link of the e-mail, without signing in, and logs it', async () => {
    const { userId, signature } = await registerContactable();
    expect(await agrees(userId)).toBe(true);
    const { status, body } = await unsubscribe({ userId, signature });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
    expect(await agrees(userId)).toBe(false);
    // Opening the link twice is harmless.
    expect((await unsubscribe({ userId, signature })).status).toBe(200);
  });

  it('puts no unsubscribe link in the e-mail of someone who did not agree to be contacted', async () => {
    await call(t.app, { method: 'POST', url: '/rest/user/register', payload: registration({ user_agrees_contact: false }) });
    const [mail] = readOutbox(t.dataDir, '.eml');
    expect(mail?.links.some((link) => link.includes('/unsubscribe'))).toBe(false);
  });

  it('refuses a forged signature or another member\'s link with 400 and changes nothing', async () => {
    const first = await registerContactable();
    const second = await registerContactable();
    const before = await snapshotTables(t.app, ['users', 'user_log']);
    for (const payload of [
      { userId: first.userId, signature: second.signature },
      { userId: first.userId, signature: 'A'.repeat(43) },
      { userId: first.userId, signature: "' OR 1=1 --" },
      { userId: first.userId },
      { userId: '1', signature: first.signature },
      { userId: first.userId, signature: first.signature, extra: true },
      { userId: first.userId, signature: 'x'.repeat(101) },
    ]) {
      const { status, body } = await unsubscribe(payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.code).toBe(100);
    }
    expect(await snapshotTables(t.app, ['users', 'user_log'])).toEqual(before);
  });
});
