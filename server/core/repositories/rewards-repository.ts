import { and, asc, eq, getTableColumns, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversions, prizes, ticketPrices, tickets } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';

// A prize's row without its picture's bytes, which only the picture's own call reads (its digest, image_version, is stored beside it).
const { image: _picture, ...prizeColumns } = getTableColumns(prizes);
export type PrizeRow = Omit<typeof prizes.$inferSelect, 'image'>;
/** The largest price and stock a prize may have: no panel needs more, and a mistyped figure is caught. */
export const MAX_PRIZE_FIGURE = 10_000_000;
/** The longest prize name and description, in the content file and the operator's commands alike. */
export const MAX_PRIZE_NAME = 200;
export const MAX_PRIZE_DESCRIPTION = 2000;
export type NewPrize = Pick<typeof prizes.$inferInsert, 'name' | 'description' | 'pointsCost' | 'stock' | 'imageUrl' | 'translations' | 'image' | 'imageType'>;
export type ConversionRow = typeof conversions.$inferSelect;

/** Ticket price rows, prizes, conversions and tickets: what points are spent on. */
export function createRewardsRepository(db: Db, clock: Clock) {
  return {
    /** The regular ticket tiers valid at `now`, in their index order. */
    async regularTiers(now = new Date(clock.now())): Promise<{ tickets: number; points: number }[]> {
      return db
        .select({ tickets: ticketPrices.tickets, points: ticketPrices.points })
        .from(ticketPrices)
        .where(and(eq(ticketPrices.promo, false), or(isNull(ticketPrices.validFrom), lte(ticketPrices.validFrom, now)), or(isNull(ticketPrices.validTo), gt(ticketPrices.validTo, now))))
        .orderBy(asc(ticketPrices.index), asc(ticketPrices.id));
    },

    async prizes(): Promise<PrizeRow[]> {
      return db.select(prizeColumns).from(prizes).where(eq(prizes.active, true)).orderBy(asc(prizes.pointsCost), asc(prizes.id));
    },

    async createPrize(prize: NewPrize, tx: Db = db): Promise<number> {
      const [inserted] = await tx.insert(prizes).values(prize).returning({ id: prizes.id });
      return inserted!.id;
    },

    /** Every prize, on sale or retired, in the order they were made: the operator's view of the catalogue. */
    async allPrizes(): Promise<PrizeRow[]> {
      return db.select(prizeColumns).from(prizes).orderBy(asc(prizes.id));
    },

    /** Changes what an operator may change of a prize: its names, price, stock, picture and whether it is on sale. */
    async updatePrize(id: number, changes: Partial<NewPrize & Pick<PrizeRow, 'active'>>): Promise<void> {
      await db.update(prizes).set(changes).where(eq(prizes.id, id));
    },

    async prize(id: number): Promise<PrizeRow | undefined> {
      return (await db.select(prizeColumns).from(prizes).where(eq(prizes.id, id)))[0];
    },

    /** The picture imported with a prize, on sale or retired (My activity may still show it). */
    async prizePicture(id: number): Promise<{ data: Buffer; type: string } | undefined> {
      const [row] = await db.select({ data: prizes.image, type: prizes.imageType }).from(prizes).where(eq(prizes.id, id));
      return row?.data && row.type ? { data: row.data, type: row.type } : undefined;
    },

    async conversionByKey(idempotencyKey: string): Promise<ConversionRow | undefined> {
      return (await db.select().from(conversions).where(eq(conversions.idempotencyKey, idempotencyKey)))[0];
    },

    /** Takes one prize from stock; false when none is left (the row lock orders racing buyers). */
    async takeFromStock(prizeId: number, tx: Db): Promise<boolean> {
      const taken = await tx.update(prizes).set({ stock: sql`${prizes.stock} - 1` }).where(and(eq(prizes.id, prizeId), gte(prizes.stock, 1), eq(prizes.active, true))).returning({ id: prizes.id });
      return taken.length > 0;
    },

    async recordConversion(row: typeof conversions.$inferInsert, tx: Db): Promise<number> {
      const [inserted] = await tx.insert(conversions).values(row).returning({ id: conversions.id });
      return inserted!.id;
    },

    /** Tickets of `month` ('YYYY-MM'), valid in that month only. */
    async addTickets(userId: number, count: number, conversionId: number, month: string, tx: Db): Promise<void> {
      await tx.insert(tickets).values({ userId, count, conversionId, month });
    },

    /** The member's tickets of `month` ('YYYY-MM'). */
    async ticketsIn(userId: number, month: string, tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: sql<number>`coalesce(sum(${tickets.count}), 0)::int` }).from(tickets).where(and(eq(tickets.userId, userId), eq(tickets.month, month)));
      return Number(row?.n ?? 0);
    },
  };
}
export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
