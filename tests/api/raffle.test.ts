import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { languages, raffleDraws, tickets } from '../../server/db/schema/index';
import type { PushMessage, PushSender } from '../../server/core/messaging/push-sender';
import { drawWinners, seedHash } from '../../server/core/services/raffle-rules';
import { createMember } from '../factories/users';
import { expectLedgerMatchesBalances } from '../factories/ledger';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient } from '../factories/contract-client';
import { runPanel } from '../factories/cli';

let t: TestApp;
const pushes: { tokens: string[]; message: PushMessage }[] = [];
const sender: PushSender = { kind: 'fcm', async send(tokens, message) { pushes.push({ tokens, message }); return { sent: tokens.length, failed: 0, unregistered: [] }; } };

beforeEach(async () => {
  pushes.length = 0;
  t = await buildTestApp({ push: sender });
});
afterEach(async () => {
  await expectLedgerMatchesBalances(t);
  await t.close();
});

const panel = (...argv: string[]) => runPanel(t.app, ...argv);

describe('the verifiable monthly raffle', () => {
  it('publishes the seed hash before the month ends, then reveals a seed that reproduces the winners', async () => {
    const { seedHash: published } = await t.app.container.raffle.commit('2026-10', new Date('2026-10-20T10:00:00Z'));
    const { as } = contractClient(() => t.app);
    const before = await as(null).call('getRaffleDraws');
    expect(before.body).toEqual([expect.objectContaining({ month: '2026-10', seedHash: published, seed: null, winners: null })]);

    const members = await Promise.all([1, 2, 3].map(() => createMember(t.app)));
    await t.app.container.deviceTokens.save(members[0]!.id, 'token-of-first-member');
    await t.database.db.insert(tickets).values([
      { userId: members[0]!.id, month: '2026-10', count: 5 },
      { userId: members[1]!.id, month: '2026-10', count: 3 },
      { userId: members[2]!.id, month: '2026-10', count: 1 },
      { userId: members[2]!.id, month: '2026-11', count: 9 },
    ]);

    const { code, out } = await panel('raffle', 'draw', '--month', '2026-10', '--winners', '3');
    expect(code).toBe(0);
    expect(out).toContain('Raffle 2026-10: 9 tickets');
    const draw = (await as(null).call('getRaffleDraws')).body[0]!;
    expect(seedHash(draw.seed!)).toBe(published);
    const rows = await t.database.db.select({ userId: tickets.userId, count: tickets.count }).from(tickets).where(eq(tickets.month, '2026-10')).orderBy(asc(tickets.id));
    expect(draw.winners!.map((w: { ticket: number }) => w.ticket)).toEqual(drawWinners(draw.seed!, rows, 3).map((w) => w.ticket));
    expect(draw.winners).toHaveLength(3);

    const log = await as(members[0]!).call('getUserLog', { params: { days: '7' } });
    expect(log.body.filter((entry: { actionType: string }) => entry.actionType === 'raffle_win')).toHaveLength(1);
    expect(pushes).toEqual([{ tokens: ['token-of-first-member'], message: expect.objectContaining({ title: 'You won the raffle!', questId: null }) }]);

    const again = await panel('raffle', 'draw', '--month', '2026-10');
    expect(again.code).toBe(1);
    expect(again.err).toContain('already drawn');
  });

  it('tells each winner by push in their account\'s language, and the operator when fewer members held tickets than winners were asked for', async () => {
    await t.app.container.raffle.commit('2026-10', new Date('2026-10-20T10:00:00Z'));
    const [russian] = await t.database.db.select({ id: languages.id }).from(languages).where(eq(languages.uiName, 'ru'));
    const [english, inRussian] = await Promise.all([createMember(t.app), createMember(t.app, { languageId: russian!.id })]);
    await t.app.container.deviceTokens.save(english.id, 'token-en');
    await t.app.container.deviceTokens.save(inRussian.id, 'token-ru');
    await t.database.db.insert(tickets).values([{ userId: english.id, month: '2026-10', count: 1 }, { userId: inRussian.id, month: '2026-10', count: 1 }]);

    const { code, out } = await panel('raffle', 'draw', '--month', '2026-10', '--winners', '3');
    expect(code).toBe(0);
    // Two members held tickets: the third winner asked for cannot be drawn, and the operator is told why.
    expect(out).toContain('3 winners were asked for, 2 drawn: a member wins once, and only 2 held tickets.');
    expect(pushes.map((push) => [push.tokens, push.message.title, push.message.body]).sort()).toEqual([
      [['token-en'], 'You won the raffle!', 'Your ticket was drawn in the monthly raffle. See your prize in the app.'],
      [['token-ru'], 'Вы выиграли в розыгрыше!', 'Ваш билет выпал в ежемесячном розыгрыше. Посмотрите свой приз в приложении.'],
    ]);
  });

  it('keeps a committed draw when the winners\' push fails, says so on stderr, and pushes nothing to a winner who asked to be deleted', async () => {
    await t.close();
    const failing: PushSender = { kind: 'fcm', async send(tokens, message) { pushes.push({ tokens, message }); throw new Error('FCM unavailable'); } };
    t = await buildTestApp({ push: failing });
    await t.app.container.raffle.commit('2026-10', new Date('2026-10-20T10:00:00Z'));
    const [winner, leaving] = await Promise.all([createMember(t.app), createMember(t.app)]);
    await t.app.container.deviceTokens.save(winner.id, 'token-of-winner');
    await t.app.container.deviceTokens.save(leaving.id, 'token-of-leaving');
    await t.app.container.accountDeletion.request(leaving.id);
    await t.database.db.insert(tickets).values([{ userId: winner.id, month: '2026-10', count: 1 }, { userId: leaving.id, month: '2026-10', count: 1 }]);

    const { code, out, err } = await panel('raffle', 'draw', '--month', '2026-10', '--winners', '2');
    expect(code).toBe(0);
    expect(out).toContain('Raffle 2026-10: 2 tickets');
    expect(err).toContain("The draw is done, but the winners' push could not be sent: FCM unavailable");
    expect(pushes.map((push) => push.tokens)).toEqual([['token-of-winner']]);
    const [october] = (await contractClient(() => t.app).as(null).call('getRaffleDraws')).body;
    expect(october!.winners).toHaveLength(2);
    expect((await panel('raffle', 'draw', '--month', '2026-10')).err).toContain('already drawn');
  });

  it('draws no ticket of a deleted account: its tickets of months not drawn yet go with the deletion, a drawn month keeps them', async () => {
    const raffle = t.app.container.raffle;
    await raffle.commit('2026-09', new Date('2026-09-10T10:00:00Z'));
    await raffle.commit('2026-10', new Date('2026-10-20T10:00:00Z'));
    const gone = await createMember(t.app, { surname: 'Gone', lastname: 'Member' });
    const stays = await createMember(t.app, { surname: 'Stays', lastname: 'Member' });
    await t.database.db.insert(tickets).values([
      { userId: gone.id, month: '2026-09', count: 4 },
      { userId: stays.id, month: '2026-09', count: 2 },
      { userId: gone.id, month: '2026-10', count: 50 },
      { userId: stays.id, month: '2026-10', count: 1 },
      { userId: gone.id, month: '2026-11', count: 3 },
    ]);
    const { draw: september } = await raffle.draw('2026-09', 2, new Date('2026-10-02T10:00:00Z'));

    const { as } = contractClient(() => t.app);
    expect((await as(gone).call('requestAccountDeletion', { params: { id: String(gone.id) } })).status).toBe(200);
    expect((await panel('deletions', 'complete', '--all')).code).toBe(0);

    const ticketsOf = async (userId: number) =>
      (await t.database.db.select({ month: tickets.month, count: tickets.count }).from(tickets).where(eq(tickets.userId, userId)).orderBy(asc(tickets.id)));
    expect(await ticketsOf(gone.id)).toEqual([{ month: '2026-09', count: 4 }]);
    expect(await ticketsOf(stays.id)).toEqual([{ month: '2026-09', count: 2 }, { month: '2026-10', count: 1 }]);

    const { draw: october } = await raffle.draw('2026-10', 1, new Date('2026-11-02T10:00:00Z'));
    expect(october).toMatchObject({ tickets: 1, winners: [{ ticket: 1, name: 'Stays M.' }] });
    const drawn = (await as(null).call('getRaffleDraws')).body;
    expect(drawn.find((draw) => draw.month === '2026-09')).toEqual(september);
    // September's draw still reproduces from its seed and the month's tickets, the deleted account's included.
    const septemberRows = await t.database.db.select({ userId: tickets.userId, count: tickets.count }).from(tickets).where(eq(tickets.month, '2026-09')).orderBy(asc(tickets.id));
    expect(september.winners!.map((w) => w.ticket)).toEqual(drawWinners(september.seed!, septemberRows, 2).map((w) => w.ticket));
  });

  it('skips the tickets of an account already deleted when the month is drawn', async () => {
    await t.app.container.raffle.commit('2026-10', new Date('2026-10-20T10:00:00Z'));
    const gone = await createMember(t.app, { status: 'deleted', surname: '', lastname: '' });
    const stays = await createMember(t.app, { surname: 'Stays', lastname: 'Member' });
    await t.database.db.insert(tickets).values([
      { userId: gone.id, month: '2026-10', count: 50 },
      { userId: stays.id, month: '2026-10', count: 2 },
    ]);
    const { code, out } = await panel('raffle', 'draw', '--month', '2026-10', '--winners', '2');
    expect(code).toBe(0);
    expect(out).toContain('Raffle 2026-10: 2 tickets');
    const [october] = (await contractClient(() => t.app).as(null).call('getRaffleDraws')).body;
    expect(october!.winners).toEqual([{ ticket: expect.any(Number), name: 'Stays M.' }]);
  });

  it('lists the months drawn by an earlier version as they would be drawn now, and a month whose stored result cannot be read without winners', async () => {
    const drawnAt = new Date('2026-09-01T00:00:00Z');
    const legacy = { winners: [{ ticket: 3, userId: 1, name: 'Aigul .' }, { ticket: 5, userId: 2, name: '.' }, { ticket: 8, userId: 3, name: 'Dana S.' }], tickets: 9 };
    await t.database.db.insert(raffleDraws).values([
      { month: '2026-08', seedHash: seedHash('august'), seed: 'august', result: legacy, drawnAt },
      { month: '2026-07', seedHash: seedHash('july'), seed: 'july', result: { winners: 'lost' }, drawnAt },
    ]);
    const response = await contractClient(() => t.app).as(null).call('getRaffleDraws');
    expect(response.status).toBe(200);
    const byMonth = new Map(response.body.map((draw: { month: string }) => [draw.month, draw]));
    expect(byMonth.get('2026-08')).toMatchObject({ winners: [{ ticket: 3, name: 'Aigul' }, { ticket: 5, name: '' }, { ticket: 8, name: 'Dana S.' }], tickets: 9 });
    expect(byMonth.get('2026-07')).toMatchObject({ seed: 'july', winners: [], tickets: null });
  });

  it('refuses to commit after the month, to commit twice, and to draw early or without a seed', async () => {
    const current = new Date().toISOString().slice(0, 7);
    expect((await panel('raffle', 'commit', '--month', current)).code).toBe(0);
    const twice = await panel('raffle', 'commit', '--month', current);
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('already committed');
    const early = await panel('raffle', 'draw', '--month', current);
    expect(early.code).toBe(1);
    expect(early.err).toContain('has not ended yet');
    const late = await panel('raffle', 'commit', '--month', '2020-01');
    expect(late.err).toContain('has ended');
    const raffle = t.app.container.raffle;
    await expect(raffle.commit('2027-01', new Date('2026-12-03T10:00:00Z'))).resolves.toMatchObject({ seedHash: expect.any(String) });
    await expect(raffle.commit('2027-02', new Date('2026-12-03T10:00:00Z'))).rejects.toThrow('2027-02 is too far ahead: commit a month\'s seed during it or the month before.');
    const unseeded = await panel('raffle', 'draw', '--month', '2020-01');
    expect(unseeded.err).toContain('No seed was committed');
    for (const argv of [['raffle', 'draw'], ['raffle', 'draw', '--month', '2026-13'], ['raffle', 'draw', '--month', '2026-10', '--winners', '0'], ['raffle', 'commit', '--month', "2026-10'; --"]]) {
      expect((await panel(...argv)).code, argv.join(' ')).toBe(2);
    }
    expect(pushes).toEqual([]);
  });
});
