import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '@contract/schemas/site-config';
import { conversions, tickets } from '../../server/db/schema/index';
import { createManualClock, type ManualClock } from '../../server/lib/clock';
import { contractClient } from '../factories/contract-client';
import { runPanel } from '../factories/cli';
import { expectLedgerMatchesBalances } from '../factories/ledger';
import { createMember, createSession, type TestMember } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';

// Asia/Almaty is UTC+5: its December starts at 2026-11-30T19:00Z, five hours before UTC's.
const ALMATY_DECEMBER = Date.parse('2026-11-30T19:00:00Z');
const UTC_DECEMBER = Date.parse('2026-12-01T00:00:00Z');

let t: TestApp | undefined;
let clock: ManualClock;
afterEach(async () => {
  if (!t) return;
  await expectLedgerMatchesBalances(t);
  await t.close();
  t = undefined;
});

async function panelAt(start: number, siteConfig: Partial<SiteConfig> = {}) {
  clock = createManualClock(start);
  t = await buildTestApp({ clock, siteConfig });
  const app = t;
  const { as } = contractClient(() => app.app);
  return {
    app,
    async member(): Promise<TestMember> {
      const member = await createMember(app.app);
      await app.app.container.points.applyAlone({ userId: member.id, delta: 1000, reason: 'test_credit', idempotencyKey: `test:${randomUUID()}` });
      return member;
    },
    /** Buys 1 ticket (index 0, 50 points) or 3 (index 1, 140 points); the answer's body. */
    async buy(member: TestMember, count: 1 | 3, idempotencyKey?: string) {
      const query = count === 1 ? { points: '50', index: '0' } : { points: '140', index: '1', ticketsToExchange: '3' };
      const answer = await as(member).call('convertPoints', { params: { id: String(member.id) }, query: { ...query, option: 'tickets', ...(idempotencyKey ? { idempotencyKey } : {}) } });
      expect(answer.status).toBe(200);
      return answer.body;
    },
    async ticketsShown(member: TestMember) {
      return (await as(member).call('getUser', { params: { id: String(member.id) } })).body.tickets;
    },
    async monthsOf(member: TestMember) {
      return (await app.database.db.select({ month: tickets.month, count: tickets.count }).from(tickets).where(eq(tickets.userId, member.id)).orderBy(asc(tickets.id)));
    },
    panel: (...argv: string[]) => runPanel(app.app, ...argv),
  };
}

describe('raffle tickets in the panel\'s time zone (panelTimeZone Asia/Almaty, UTC+5)', () => {
  it('counts a ticket bought after local midnight on the 1st for the new month, in the conversion\'s answer and in GET user/{id}', async () => {
    const panel = await panelAt(ALMATY_DECEMBER - 30 * 60_000, { panelTimeZone: 'Asia/Almaty' });
    const member = await panel.member();
    // 23:30 on 30 November in Almaty.
    expect(await panel.buy(member, 1, 'november-key')).toMatchObject({ tickets: 1 });
    expect(await panel.ticketsShown(member)).toBe(1);

    // 00:30 on 1 December in Almaty (still November in UTC): November's ticket is no longer valid, the kept details included.
    clock.set(ALMATY_DECEMBER + 30 * 60_000);
    expect(await panel.ticketsShown(member)).toBe(0);

    // 2026-11-30T20:00Z, 01:00 on 1 December in Almaty.
    clock.set(Date.parse('2026-11-30T20:00:00Z'));
    expect(await panel.buy(member, 3)).toMatchObject({ tickets: 3 });
    expect(await panel.ticketsShown(member)).toBe(3);
    expect(await panel.monthsOf(member)).toEqual([{ month: '2026-11', count: 1 }, { month: '2026-12', count: 3 }]);

    // A repeat of a key whose conversion kept no tickets count (rows from before that was stored) answers this month's.
    await panel.app.database.db.update(conversions).set({ ticketsAfter: null }).where(eq(conversions.idempotencyKey, `convert:${member.id}:november-key`));
    expect(await panel.buy(member, 1, 'november-key')).toMatchObject({ tickets: 3 });

    // December ends at local midnight on 1 January: 2026-12-31T19:00Z (signed in again: a session lasts 30 days).
    clock.set(Date.parse('2026-12-31T18:59:59Z'));
    const again = { ...member, ...(await createSession(panel.app.app, member.id)) };
    expect(await panel.ticketsShown(again)).toBe(3);
    clock.set(Date.parse('2026-12-31T19:00:00Z'));
    expect(await panel.ticketsShown(again)).toBe(0);
  });

  it('ends the raffle\'s month at local midnight: commit refused and draw allowed from then, with the tickets bought before it only', async () => {
    const panel = await panelAt(Date.parse('2026-11-30T18:00:00Z'), { panelTimeZone: 'Asia/Almaty' });
    const [first, second] = [await panel.member(), await panel.member()];
    expect((await panel.panel('raffle', 'commit', '--month', '2026-11')).code).toBe(0);
    await panel.buy(first, 1);

    // 18:30Z, 23:30 in Almaty, and the last millisecond of its November.
    for (const at of ['2026-11-30T18:30:00Z', '2026-11-30T18:59:59.999Z']) {
      clock.set(Date.parse(at));
      const early = await panel.panel('raffle', 'draw', '--month', '2026-11');
      expect([early.code, early.err], at).toEqual([1, 'raffle draw: 2026-11 has not ended yet: tickets can still be bought.']);
    }
    await panel.buy(second, 1);

    clock.set(ALMATY_DECEMBER);
    const late = await panel.panel('raffle', 'commit', '--month', '2026-11');
    expect([late.code, late.err]).toEqual([1, 'raffle commit: 2026-11 has ended: a seed must be committed before the month ends.']);
    expect((await panel.panel('raffle', 'commit', '--month', '2026-12')).code).toBe(0);
    // 00:30 on 1 December in Almaty: December's ticket, not in November's draw.
    clock.set(ALMATY_DECEMBER + 30 * 60_000);
    await panel.buy(first, 3);

    const draw = await panel.panel('raffle', 'draw', '--month', '2026-11', '--winners', '2');
    expect(draw.code).toBe(0);
    expect(draw.out).toContain('Raffle 2026-11: 2 tickets');
    const december = await panel.panel('raffle', 'draw', '--month', '2026-12');
    expect(december.err).toBe('raffle draw: 2026-12 has not ended yet: tickets can still be bought.');
  });

  it('deletes a deleted account\'s tickets of the local month not drawn yet, and keeps those of the drawn one', async () => {
    const panel = await panelAt(Date.parse('2026-11-30T18:00:00Z'), { panelTimeZone: 'Asia/Almaty' });
    const member = await panel.member();
    await panel.panel('raffle', 'commit', '--month', '2026-11');
    await panel.buy(member, 1);
    clock.set(ALMATY_DECEMBER + 60 * 60_000);
    await panel.buy(member, 3);
    expect((await panel.panel('raffle', 'draw', '--month', '2026-11')).code).toBe(0);

    const { as } = contractClient(() => panel.app.app);
    expect((await as(member).call('requestAccountDeletion', { params: { id: String(member.id) } })).status).toBe(200);
    expect((await panel.panel('deletions', 'complete', '--all')).code).toBe(0);
    expect(await panel.monthsOf(member)).toEqual([{ month: '2026-11', count: 1 }]);
  });
});

describe('raffle tickets with the default panelTimeZone (UTC)', () => {
  it('keeps the UTC month: a ticket bought at 2026-11-30T20:00Z is November\'s, whose draw waits for UTC midnight', async () => {
    const panel = await panelAt(Date.parse('2026-11-30T18:00:00Z'));
    expect(panel.app.siteConfig.panelTimeZone).toBe('UTC');
    const member = await panel.member();
    expect((await panel.panel('raffle', 'commit', '--month', '2026-11')).code).toBe(0);
    clock.set(Date.parse('2026-11-30T20:00:00Z'));
    expect(await panel.buy(member, 3)).toMatchObject({ tickets: 3 });
    expect(await panel.monthsOf(member)).toEqual([{ month: '2026-11', count: 3 }]);

    clock.set(UTC_DECEMBER - 1);
    expect(await panel.ticketsShown(member)).toBe(3);
    expect((await panel.panel('raffle', 'draw', '--month', '2026-11')).err).toBe('raffle draw: 2026-11 has not ended yet: tickets can still be bought.');
    expect((await panel.panel('raffle', 'commit', '--month', '2026-12')).code).toBe(0);

    clock.set(UTC_DECEMBER);
    expect(await panel.ticketsShown(member)).toBe(0);
    expect((await panel.panel('raffle', 'commit', '--month', '2026-11')).err).toBe('raffle commit: 2026-11 has ended: a seed must be committed before the month ends.');
    const draw = await panel.panel('raffle', 'draw', '--month', '2026-11');
    expect(draw.code).toBe(0);
    expect(draw.out).toContain('Raffle 2026-11: 3 tickets');
  });
});
