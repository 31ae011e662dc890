import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceTokens, raffleDraws, tickets, users } from '../../db/schema/index';

/** The monthly raffle's draws, the month's tickets, and what the winners are told with. */
export function createRaffleRepository(db: Db) {
  return {
    byMonth: async (month: string) => (await db.select().from(raffleDraws).where(eq(raffleDraws.month, month)))[0],

    /** Stores a month's sealed seed; false when one is committed already. */
    async commit(month: string, seedHash: string, seed: string): Promise<boolean> {
      return (await db.insert(raffleDraws).values({ month, seedHash, seed }).onConflictDoNothing().returning({ id: raffleDraws.id })).length > 0;
    },

    ticketsOf: (month: string) => db.select({ userId: tickets.userId, count: tickets.count }).from(tickets).where(eq(tickets.month, month)).orderBy(asc(tickets.id)),

    namesOf: (userIds: number[]) =>
      userIds.length ? db.select({ id: users.id, surname: users.surname, lastname: users.lastname }).from(users).where(inArray(users.id, userIds)) : Promise.resolve([]),

    /** Records the result of a draw not drawn yet; false when another draw got there first. */
    async recordResult(drawId: number, result: unknown, drawnAt: Date, tx: Db = db): Promise<boolean> {
      const done = await tx.update(raffleDraws).set({ result, drawnAt }).where(and(eq(raffleDraws.id, drawId), isNull(raffleDraws.drawnAt))).returning({ id: raffleDraws.id });
      return done.length > 0;
    },

    async deviceTokensOf(userIds: number[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      return (await db.select({ token: deviceTokens.token }).from(deviceTokens).where(inArray(deviceTokens.userId, userIds))).map((row) => row.token);
    },

    /** Every committed draw, newest month first. */
    list: () => db.select().from(raffleDraws).orderBy(desc(raffleDraws.month)),
  };
}
export type RaffleRepository = ReturnType<typeof createRaffleRepository>;
