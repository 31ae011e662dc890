import { ApiError, type CallInput, type CallOutput } from '../../api/client';
import type { Prize, UserDetails } from '@contract/schemas/entities';
import { ErrorCode } from '@contract/rules/error-codes';

type TicketTier = CallOutput<'getTicketPrices'>[number];

/** What the member chose to get for their points. */
export type Offer = { kind: 'tickets'; tier: TicketTier } | { kind: 'prize'; prize: Prize };

/** The points an offer costs. */
export const offerCost = (offer: Offer): number => (offer.kind === 'tickets' ? offer.tier.points : offer.prize.pointsCost);

/**
 * The query of `convert/{id}` for an offer: the price the member saw (the server checks it against
 * its own price list) and the idempotency key of this confirmation, so a repeat takes effect once.
 */
export function conversionQuery(offer: Offer, idempotencyKey: string): CallInput<'convertPoints'>['querystring'] {
  return offer.kind === 'tickets'
    ? { points: String(offer.tier.points), index: String(offer.tier.index), option: 'tickets', ticketsToExchange: String(offer.tier.tickets), idempotencyKey }
    : { points: String(offer.prize.pointsCost), index: String(offer.prize.id), option: 'prize', idempotencyKey };
}

/** Whether two offers are the same purchase at the same price (the same `convert/{id}` query but for its key). */
export function sameOffer(a: Offer, b: Offer): boolean {
  return JSON.stringify(conversionQuery(a, '')) === JSON.stringify(conversionQuery(b, ''));
}

/** Points still missing to afford `cost` (0 when the balance is enough). */
export const shortfall = (balance: number, cost: number): number => Math.max(0, cost - balance);

/** The balance a conversion would leave, or null when the balance does not cover it (nothing is spent then). */
export const balanceAfter = (balance: number, cost: number): number | null => (balance >= cost ? balance - cost : null);

/** Why an offer cannot be chosen now, or null when it can. */
export function unavailableReason(offer: Offer, balance: number): 'outOfStock' | 'tooExpensive' | null {
  if (offer.kind === 'prize' && offer.prize.stock <= 0) return 'outOfStock';
  return shortfall(balance, offerCost(offer)) > 0 ? 'tooExpensive' : null;
}

/** The member's details after a conversion: the new balance and this month's tickets, shown at once. */
export function withBalance(details: UserDetails, result: CallOutput<'convertPoints'>): UserDetails {
  return { ...details, user_points: result.points, tickets: result.tickets };
}

export interface ConversionProblem {
  /** i18n key of the message. */
  key: string;
  /** The same confirmation may be sent again (its key makes a repeat harmless). */
  retry: boolean;
  /** The offers (prices, stock) changed on the server: load them again. */
  reload: boolean;
}

/** What a failed `convert/{id}` means to the member. */
export function conversionProblem(error: unknown): ConversionProblem {
  const problem = (key: string, retry = false, reload = false): ConversionProblem => ({ key: `rewards.spend.errors.${key}`, retry, reload });
  if (!(error instanceof ApiError)) return problem('failed', true);
  if (error.isNetworkError) return problem('offline', true);
  switch (error.code) {
    case ErrorCode.insufficientPoints:
      return problem('insufficientPoints', false, true);
    case ErrorCode.outOfStock:
      return problem('outOfStock', false, true);
    case ErrorCode.conflict:
      return problem('priceChanged', false, true);
    case ErrorCode.notFound:
      return problem('offerGone', false, true);
    case ErrorCode.forbidden:
    case ErrorCode.guestNotAllowed:
      return problem('notAllowed');
    case ErrorCode.unauthorized:
      return problem('signedOut');
    case ErrorCode.throttled:
      return problem('throttled', true);
    default:
      return error.status >= 500 || error.status === 429 ? problem('failed', true) : problem('rejected');
  }
}
