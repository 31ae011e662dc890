import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index';
import { lastLink, registration } from '../factories/auth';
import { snapshotTables } from '../factories/snapshot';
import { buildTestApp, readOutbox, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const { as } = contractClient(() => t.app);
/** Sent as raw JSON: several links here carry what the contract's types refuse. */
const unsubscribe = (payload: unknown) => as(null).call('unsubscribe', { rawBody: JSON.stringify(payload) });
const register = (agreesContact: boolean) => as(null).call('register', { body: registration({ user_agrees_contact: agreesContact }) });
const agrees = async (id: number) => (await t.database.db.select({ v: users.agreesContact }).from(users).where(eq(users.id, id)))[0]?.v;

async function registerContactable() {
  const { status, body } = await register(true);
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
    await register(false);
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
      expect(await unsubscribe(payload), JSON.stringify(payload)).toMatchObject(failure(400, 'badInput'));
    }
    expect(await snapshotTables(t.app, ['users', 'user_log'])).toEqual(before);
  });
});
