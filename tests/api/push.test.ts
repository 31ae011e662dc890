import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deviceTokens, pushSends, questParticipations, users } from '../../server/db/schema/index';
import type { PushMessage, PushSender } from '../../server/core/messaging/push-sender';
import { createGuest, createMember, type TestMember } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { runPanel } from '../factories/cli';

let t: TestApp;
afterEach(() => t.close());

/** Stands in for FCM: records each send and reports the tokens starting with "gone" as unregistered. */
function recordingSender(): PushSender & { sends: { tokens: string[]; message: PushMessage }[] } {
  const sends: { tokens: string[]; message: PushMessage }[] = [];
  return {
    kind: 'fcm',
    sends,
    async send(tokens, message) {
      sends.push({ tokens, message });
      const unregistered = tokens.filter((token) => token.startsWith('gone'));
      return { sent: tokens.length - unregistered.length, failed: unregistered.length, unregistered };
    },
  };
}

const panel = (...argv: string[]) => runPanel(t.app, ...argv);

const withDevice = async (token: string, overrides: Parameters<typeof createMember>[1] = {}): Promise<TestMember> => {
  const member = await createMember(t.app, overrides);
  await t.app.container.deviceTokens.save(member.id, token);
  return member;
};

async function makeQuest(overrides: { status?: 'active' | 'closed'; description?: string; languageId?: number; panelSegment?: string; dateStart?: Date; dateEnd?: Date } = {}) {
  return t.app.container.quests.create({ type: 'standard', title: 'Your holidays', description: 'Tell us where you go', points: 30, languageId: 1, ...overrides });
}

describe('npm run panel -- push --quest ID', () => {
  it('sends the quest to members with devices in its language who have not finished it, and deletes gone tokens', async () => {
    const sender = recordingSender();
    t = await buildTestApp({ push: sender });
    const questId = await makeQuest();
    const reached = await withDevice('token-a');
    await withDevice('gone-token');
    const finished = await withDevice('token-finished');
    await t.database.db.insert(questParticipations).values({ userId: finished.id, questId, status: 'completed', finishedAt: new Date() });
    await withDevice('token-russian', { languageId: 2 });
    const guest = await createGuest(t.app);
    await t.app.container.deviceTokens.save(guest.id, 'token-guest');
    await withDevice('token-pending', { status: 'pending' });

    const { code, out } = await panel('push', '--quest', String(questId));
    expect(code).toBe(0);
    expect(out).toContain('2 members, 2 devices; sent 1, failed 1, unregistered tokens deleted 1');
    expect(sender.sends).toHaveLength(1);
    expect(sender.sends[0]!.tokens.sort()).toEqual(['gone-token', 'token-a']);
    expect(sender.sends[0]!.message).toEqual({ title: 'Your holidays', body: 'Tell us where you go', questId });
    expect(await t.database.db.select().from(deviceTokens).where(eq(deviceTokens.token, 'gone-token'))).toEqual([]);
    expect(await t.app.container.deviceTokens.listOf(reached.id)).toHaveLength(1);
    const [logged] = await t.database.db.select().from(pushSends);
    expect(logged).toMatchObject({ questId, audience: 2, tokens: 2, sent: 1, failed: 1, unregisteredDeleted: 1 });
  });

  it('shortens a long description to whole characters and an ellipsis', async () => {
    const sender = recordingSender();
    t = await buildTestApp({ push: sender });
    // The 200th character is an emoji: a cut by UTF-16 units would send half of it.
    const questId = await makeQuest({ description: `${'x'.repeat(199)}😀😀 and more` });
    await withDevice('token-a');

    expect((await panel('push', '--quest', String(questId))).code).toBe(0);
    expect(sender.sends[0]!.message.body).toBe(`${'x'.repeat(199)}…`);
  });

  it('reaches no member who asked for their account to be deleted, and reaches them again once they took it back', async () => {
    const sender = recordingSender();
    t = await buildTestApp({ push: sender });
    const questId = await makeQuest();
    await withDevice('token-stays');
    const leaving = await withDevice('token-leaving');
    await t.app.container.accountDeletion.request(leaving.id);

    expect((await panel('push', '--quest', String(questId))).code).toBe(0);
    expect(sender.sends.map((send) => send.tokens)).toEqual([['token-stays']]);

    await t.database.db.transaction((tx) => t.app.container.accountDeletion.cancelOnSignIn(leaving.id, tx));
    expect((await panel('push', '--quest', String(questId))).code).toBe(0);
    expect(sender.sends[1]!.tokens.sort()).toEqual(['token-leaving', 'token-stays']);
  });

  it('narrows a quest for everybody to a segment when asked, and takes its own language', async () => {
    const sender = recordingSender();
    t = await buildTestApp({ push: sender });
    const questId = await makeQuest();
    const segmented = await withDevice('token-seg');
    await t.database.db.update(users).set({ panelSegment: 'students' }).where(eq(users.id, segmented.id));
    await withDevice('token-other');
    await withDevice('token-ru', { languageId: 2 });
    expect((await panel('push', '--quest', String(questId), '--segment', 'students')).code).toBe(0);
    expect(sender.sends[0]!.tokens).toEqual(['token-seg']);
    expect((await panel('push', '--quest', String(questId), '--language', 'en')).code).toBe(0);
    expect(sender.sends[1]!.tokens.sort()).toEqual(['token-other', 'token-seg']);
  });

  it('never reaches members the quest is not open to: another language, another segment, or a quest not open now', async () => {
    const sender = recordingSender();
    t = await buildTestApp({ push: sender });
    await withDevice('token-en');
    await withDevice('token-ru', { languageId: 2 });
    const english = await makeQuest();
    const forStudents = await makeQuest({ panelSegment: 'students' });
    const day = 86_400_000;
    const later = await makeQuest({ dateStart: new Date(Date.now() + day) });
    const ended = await makeQuest({ dateStart: new Date(Date.now() - 2 * day), dateEnd: new Date(Date.now() - day) });
    const cases: [string[], string][] = [
      [['--quest', String(english), '--language', 'ru'], `Quest ${english} is open only to members using "en", not "ru".`],
      [['--quest', String(forStudents), '--segment', 'teachers'], `Quest ${forStudents} is open to the panel segment "students" only.`],
      [['--quest', String(later)], `Quest ${later} is not open now`],
      [['--quest', String(ended)], `Quest ${ended} is not open now`],
    ];
    for (const [args, message] of cases) {
      const refused = await panel('push', ...args);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(message);
    }
    expect(sender.sends).toEqual([]);
    expect(await t.database.db.select().from(pushSends)).toEqual([]);
  });

  it('writes the push to the outbox when no FCM credentials are configured', async () => {
    t = await buildTestApp();
    const questId = await makeQuest();
    await withDevice('token-a');
    const { code, out } = await panel('push', '--quest', String(questId));
    expect(code).toBe(0);
    expect(out).toContain('written to the outbox');
    const file = readdirSync(join(t.dataDir, 'outbox')).find((name) => name.endsWith('.push.json'))!;
    expect(JSON.parse(readFileSync(join(t.dataDir, 'outbox', file), 'utf8'))).toEqual({
      notification: { title: 'Your holidays', body: 'Tell us where you go' }, data: { quest_id: String(questId) }, tokens: ['token-a'],
    });
  });

  it('refuses a missing, closed or unknown quest and bad options, sending nothing', async () => {
    const sender = recordingSender();
    t = await buildTestApp({ push: sender });
    const closed = await makeQuest({ status: 'closed' });
    await withDevice('token-a');
    expect((await panel('push')).code).toBe(2);
    expect((await panel('push', '--quest', 'abc')).code).toBe(2);
    expect((await panel('push', '--quest', '1', '--language', "en'; drop")).code).toBe(2);
    expect((await panel('push', '--quest', '1', '--nope')).code).toBe(2);
    const unknown = await panel('push', '--quest', '999');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No quest with id 999.');
    const refused = await panel('push', '--quest', String(closed));
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('only active quests');
    expect((await panel('push', '--quest', String(await makeQuest()), '--language', 'xx')).code).toBe(1);
    expect(sender.sends).toEqual([]);
    expect(await t.database.db.select().from(pushSends)).toEqual([]);
  });
});
