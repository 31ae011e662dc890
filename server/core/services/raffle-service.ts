import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceTokens, raffleDraws, tickets, users } from '../../db/schema/index';
import type { PushSender } from '../messaging/push-sender';
import type { UserLogRepository } from '../repositories/user-log-repository';
import { drawWinners, monthBounds, seedHash } from './raffle-rules';

export class RaffleRefused extends Error {}

export interface RaffleDrawView {
  month: string;
  seedHash: string;
  /** Revealed with the result. */
  seed: string | null;
  winners: { ticket: number; name: string }[] | null;
  tickets: number | null;
  committedAt: string;
  drawnAt: string | null;
}

/**
 * The monthly raffle, verifiable: `commit` stores a secret seed's hash before the month ends (the
 * prizes page shows it); `draw` after the month reveals the seed and the winners, which anyone can
 * recompute from the seed and the month's tickets (raffle-rules.ts).
 */
export function createRaffleService(deps: { db: Db; push: PushSender; userLog: UserLogRepository }) {
  const { db, push, userLog } = deps;

  function bounds(month: string) {
    const found = monthBounds(month);
    if (!found) throw new RaffleRefused(`"${month}" is not a month (YYYY-MM).`);
    return found;
  }

  const byMonth = async (month: string) => (await db.select().from(raffleDraws).where(eq(raffleDraws.month, month)))[0];

  return {
    async commit(month: string, now = new Date()): Promise<{ seedHash: string }> {
      if (now >= bounds(month).end) throw new RaffleRefused(`${month} has ended: a seed must be committed before the month ends.`);
      const seed = randomBytes(32).toString('hex');
      // The seed stays secret until the draw: only its hash is ever shown before.
      const inserted = await db.insert(raffleDraws).values({ month, seedHash: seedHash(seed), seed }).onConflictDoNothing().returning({ id: raffleDraws.id });
      if (inserted.length === 0) throw new RaffleRefused(`A seed for ${month} is already committed.`);
      return { seedHash: seedHash(seed) };
    },

    async draw(month: string, winnersWanted: number, now = new Date()): Promise<RaffleDrawView> {
      if (now < bounds(month).end) throw new RaffleRefused(`${month} has not ended yet: tickets can still be bought.`);
      const draw = await byMonth(month);
      if (!draw) throw new RaffleRefused(`No seed was committed for ${month}: it cannot be drawn verifiably.`);
      if (draw.drawnAt) throw new RaffleRefused(`${month} was already drawn.`);
      const sealed = draw.seed;
      if (!sealed || seedHash(sealed) !== draw.seedHash) throw new RaffleRefused(`The stored seed of ${month} does not match its published hash.`);
      const rows = await db.select({ userId: tickets.userId, count: tickets.count }).from(tickets).where(eq(tickets.month, month)).orderBy(asc(tickets.id));
      const picked = drawWinners(sealed, rows, winnersWanted);
      const names = picked.length ? await db.select({ id: users.id, surname: users.surname, lastname: users.lastname }).from(users).where(inArray(users.id, picked.map((w) => w.userId))) : [];
      const nameOf = (id: number) => { const row = names.find((n) => n.id === id); return row ? `${row.surname} ${row.lastname.slice(0, 1)}.`.trim() : `#${id}`; };
      const result = { winners: picked.map((w) => ({ ticket: w.ticket, userId: w.userId, name: nameOf(w.userId) })), tickets: rows.reduce((sum, row) => sum + row.count, 0) };
      await db.transaction(async (transaction) => {
        const tx = transaction;
        const done = await tx.update(raffleDraws).set({ result, drawnAt: now }).where(and(eq(raffleDraws.id, draw.id), isNull(raffleDraws.drawnAt))).returning({ id: raffleDraws.id });
        if (done.length === 0) throw new RaffleRefused(`${month} was already drawn.`);
        for (const winner of picked) await userLog.write(winner.userId, 'raffle_win', `Raffle ${month}: winning ticket ${winner.ticket}`, { month, ticket: winner.ticket }, tx);
      });
      const winnerTokens = picked.length ? await db.select({ token: deviceTokens.token }).from(deviceTokens).where(inArray(deviceTokens.userId, picked.map((w) => w.userId))) : [];
      if (winnerTokens.length) {
        await push.send(winnerTokens.map((row) => row.token), { title: 'You won the raffle!', body: `Your ticket ${month} was drawn. See your prize in the app.`, questId: null });
      }
      return (await this.list()).find((view) => view.month === month)!;
    },

    /** Every committed draw, newest first, for the prizes page (seeds only once drawn). */
    async list(): Promise<RaffleDrawView[]> {
      const rows = await db.select().from(raffleDraws).orderBy(desc(raffleDraws.month));
      return rows.map((row) => {
        const result = row.drawnAt ? (row.result as { winners: { ticket: number; name: string }[]; tickets: number }) : null;
        return {
          month: row.month, seedHash: row.seedHash, seed: row.drawnAt ? row.seed : null,
          winners: result ? result.winners.map(({ ticket, name }) => ({ ticket, name })) : null,
          tickets: result ? result.tickets : null,
          committedAt: row.committedAt.toISOString(), drawnAt: row.drawnAt ? row.drawnAt.toISOString() : null,
        };
      });
    },
  };
}
export type RaffleService = ReturnType<typeof createRaffleService>;
