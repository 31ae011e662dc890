import { randomUUID } from 'node:crypto';
import type { SiteConfig } from '@contract/schemas/site-config';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import { InsufficientPointsError, type PointsRepository } from '../repositories/points-repository';
import type { ConversionRow, RewardsRepository } from '../repositories/rewards-repository';
import type { UserLogRepository } from '../repositories/user-log-repository';
import { checkConversion, isProblem, prizeImageUrl, prizeInLanguage, repeatsConversion, ticketTiers, translatedNames, type TicketTier } from './conversion-rules';
import type { Clock } from '../../lib/clock';
import type { TicketsMonthOf } from '../../lib/month-rules';

export interface ConvertInput {
  points: number;
  index: number;
  option: string;
  ticketsToExchange?: number;
  idempotencyKey?: string;
}

export interface ConvertResult {
  pointsSpent: number;
  /** The balance after the conversion. */
  points: number;
  /** Tickets valid this month (in the panel's time zone) after the conversion. */
  tickets: number;
  /** True when the key's conversion had been made already: this answer repeats it and nothing changed. */
  duplicate: boolean;
}

/** A conversion's key whose spend another request already made: its answer is the one to give. */
class KeyAlreadyUsed extends Error {}

const problemCodes = { 400: 'badInput', 404: 'notFound', 409: 'conflict' } as const;

/**
 * Points into raffle tickets or a prize, priced by the server. The spend, the conversion row and the
 * tickets or stock change land in one transaction; the balance never goes below zero, and one
 * idempotency key takes effect once.
 */
export function createConversionService(deps: { clock: Clock; ticketsMonthOf: TicketsMonthOf; db: Db; siteConfig: SiteConfig; rewards: RewardsRepository; points: PointsRepository; userLog: UserLogRepository }) {
  const { db, siteConfig, rewards, points, userLog, ticketsMonthOf } = deps;

  /**
   * A repeat of a key answers what the conversion answered (rows from before that was kept: the state
   * now); the key sent with another purchase is refused, and nothing changes.
   */
  async function repeatOf(userId: number, input: ConvertInput, earlier: ConversionRow): Promise<ConvertResult> {
    if (!repeatsConversion(input, earlier)) throw AppError.of(409, 'conflict', 'This idempotency key was already used for a different conversion.');
    return {
      pointsSpent: earlier.pointsSpent,
      points: earlier.pointsAfter ?? await points.balance(userId),
      tickets: earlier.ticketsAfter ?? await rewards.ticketsIn(userId, ticketsMonthOf(new Date(deps.clock.now()))),
      duplicate: true,
    };
  }

  return {
    /** The prize catalogue: the active prizes, cheapest first, named in the language asked for where they have it. */
    async prizes(language?: string) {
      return (await rewards.prizes()).map((prize) => ({ id: prize.id, ...prizeInLanguage(prize, language), pointsCost: prize.pointsCost, stock: prize.stock, imageUrl: prizeImageUrl(prize) }));
    },

    async prizePicture(prizeId: number) {
      const picture = await rewards.prizePicture(prizeId);
      if (!picture) throw notFound('This prize has no picture of its own.');
      return picture;
    },

    /** The ticket price list on sale today: none while the site sells no tickets. */
    async tiers(now = new Date(deps.clock.now())): Promise<TicketTier[]> {
      if (!siteConfig.ticketsEnabled) return [];
      return ticketTiers(await rewards.regularTiers(now), siteConfig.seasonalPromo, now, siteConfig.panelTimeZone);
    },

    async convert(userId: number, input: ConvertInput, now = new Date(deps.clock.now())): Promise<ConvertResult> {
      if (!siteConfig.ticketsEnabled && input.option === 'tickets') throw AppError.of(403, 'forbidden', 'Tickets are not available.');
      const key = `convert:${userId}:${input.idempotencyKey ?? randomUUID()}`;
      const earlier = await rewards.conversionByKey(key);
      if (earlier) return repeatOf(userId, input, earlier);

      const tiers = await this.tiers(now);
      const prize = input.option === 'prize' ? await rewards.prize(input.index) : undefined;
      const request = checkConversion(input, tiers, prize);
      if (isProblem(request)) {
        // A repeat of a key whose conversion committed since the look-up above finds the stock it took gone: answer as it did.
        const raced = request.status === 409 ? await rewards.conversionByKey(key) : undefined;
        if (raced) return repeatOf(userId, input, raced);
        throw AppError.of(request.status, request.outOfStock ? 'outOfStock' : problemCodes[request.status], request.message);
      }
      const cost = request.kind === 'tickets' ? request.tier.points : request.points;

      try {
        // The balance and tickets this conversion's own transaction produced, not what a parallel one left.
        return await db.transaction(async (tx): Promise<ConvertResult> => {
          const spent = await points.apply({ userId, delta: -cost, reason: `convert_${request.kind}`, reference: key, idempotencyKey: key }, tx);
          // The key's spend is there already: the conversion that made it has committed (the insert waited for it).
          // Answer as it did, before the stock or the balance, which it changed, can refuse this repeat.
          if (!spent.applied) throw new KeyAlreadyUsed();
          if (request.kind === 'prize' && !(await rewards.takeFromStock(request.prizeId, tx))) {
            throw AppError.of(409, 'outOfStock', 'This prize is out of stock.');
          }
          // The member's row is locked by the spend until commit: no other conversion of theirs lands in between.
          const pointsAfter = spent.balance;
          const month = ticketsMonthOf(now);
          const ticketsAfter = (await rewards.ticketsIn(userId, month, tx)) + (request.kind === 'tickets' ? request.tier.tickets : 0);
          const conversionId = await rewards.recordConversion({
            userId, idempotencyKey: key, kind: request.kind, pointsSpent: cost,
            tickets: request.kind === 'tickets' ? request.tier.tickets : 0, prizeId: request.kind === 'prize' ? request.prizeId : null,
            pointsAfter, ticketsAfter,
          }, tx);
          if (request.kind === 'tickets') {
            await rewards.addTickets(userId, request.tier.tickets, conversionId, month, tx);
            await userLog.write(userId, 'convert_tickets', `${request.tier.tickets} ${request.tier.tickets === 1 ? 'ticket' : 'tickets'}`, { points: -cost, tickets: request.tier.tickets }, tx);
          } else {
            await userLog.write(userId, 'convert_prize', prize!.name, { points: -cost, prizeId: request.prizeId, names: translatedNames(prize!.translations) }, tx);
          }
          return { pointsSpent: cost, points: pointsAfter, tickets: ticketsAfter, duplicate: false };
        });
      } catch (error) {
        if (error instanceof InsufficientPointsError) throw AppError.of(409, 'insufficientPoints', 'You do not have enough points for this.');
        // The same key raced in from another request: that one took effect; answer as it did.
        if (error instanceof KeyAlreadyUsed || uniqueViolation(error) !== undefined) {
          const winner = await rewards.conversionByKey(key);
          if (winner) return repeatOf(userId, input, winner);
        }
        throw error;
      }
    },
  };
}
export type ConversionService = ReturnType<typeof createConversionService>;
