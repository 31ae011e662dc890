import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deviceTokens, languages, raffleDraws, tickets, users } from '../../db/schema/index';
import { hasNoOpenDeletionRequest } from './deletion-requests-repository';

/** The monthly raffle's draws, the month's tickets, and what the winners are told with. */
export function createRaffleRepository(db: Db) {
  return {
    byMonth: async (month: string) => (await db.select().from(raffleDraws).where(eq(raffleDraws.month, month)))[0],

    /** Stores a month's sealed seed; false when one is committed already. */
    async commit(month: string, seedHash: string, seed: string): Promise<boolean> {
      return (await db.insert(raffleDraws).values({ month, seedHash, seed }).onConflictDoNothing().returning({ id: raffleDraws.id })).length > 0;
    },

    /** The month's tickets in the order they were bought, without those of deleted accounts: a deleted account never wins. */
    ticketsOf: (month: string) =>
      db.select({ userId: tickets.userId, count: tickets.count }).from(tickets)
        .innerJoin(users, eq(users.id, tickets.userId))
        .where(and(eq(tickets.month, month), ne(users.status, 'deleted')))
        .orderBy(asc(tickets.id)),

    /**
     * Deletes the member's tickets of every month not drawn yet (the current one, later ones, and an
     * ended month still waiting for its draw); a drawn month keeps them, so its draw still reproduces.
     */
    async deleteUndrawnTicketsOf(userId: number, tx: Db = db): Promise<void> {
      const drawnMonths = tx.select({ month: raffleDraws.month }).from(raffleDraws).where(isNotNull(raffleDraws.drawnAt));
      await tx.delete(tickets).where(and(eq(tickets.userId, userId), notInArray(tickets.month, drawnMonths)));
    },

    namesOf: (userIds: number[]) =>
      userIds.length ? db.select({ id: users.id, surname: users.surname, lastname: users.lastname }).from(users).where(inArray(users.id, userIds)) : Promise.resolve([]),

    /** Records the result of a draw not drawn yet; false when another draw got there first. */
    async recordResult(drawId: number, result: unknown, drawnAt: Date, tx: Db = db): Promise<boolean> {
      const done = await tx.update(raffleDraws).set({ result, drawnAt }).where(and(eq(raffleDraws.id, drawId), isNull(raffleDraws.drawnAt))).returning({ id: raffleDraws.id });
      return done.length > 0;
    },

    /** The winners' device tokens, but those of a member who asked for their account's deletion. */
    async deviceTokensOf(userIds: number[]): Promise<{ token: string; language: string }[]> {
      if (userIds.length === 0) return [];
      return db
        .select({ token: deviceTokens.token, language: languages.uiName })
        .from(deviceTokens)
        .innerJoin(users, eq(users.id, deviceTokens.userId))
        .innerJoin(languages, eq(languages.id, users.languageId))
        .where(and(inArray(deviceTokens.userId, userIds), hasNoOpenDeletionRequest(deviceTokens.userId)));
    },

    /** Every committed draw, newest month first. */
    list: () => db.select().from(raffleDraws).orderBy(desc(raffleDraws.month)),
  };
}
export type RaffleRepository = ReturnType<typeof createRaffleRepository>;
