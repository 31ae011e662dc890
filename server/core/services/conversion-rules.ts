import { isPromoRunning } from '@contract/rules/seasonal-promo';
import type { SiteConfig } from '@contract/schemas/site-config';

export interface TicketTier {
  index: number;
  tickets: number;
  points: number;
  promo: boolean;
}

/**
 * The ticket price list on a day: the regular tiers, then the seasonal promo's tiers while the
 * promo runs (its dates inclusive, on the panel's calendar: `timeZone`). `index` is the position in
 * this list, which `convert` names.
 */
export function ticketTiers(regular: readonly { tickets: number; points: number }[], promo: SiteConfig['seasonalPromo'], today: Date, timeZone: string): TicketTier[] {
  const promoOn = isPromoRunning(promo, today, timeZone);
  const list = [
    ...regular.map((tier) => ({ ...tier, promo: false })),
    ...(promoOn ? promo.tiers.map((tier) => ({ ...tier, promo: true })) : []),
  ];
  return list.map((tier, index) => ({ index, tickets: tier.tickets, points: tier.points, promo: tier.promo }));
}

export type ConversionRequest =
  | { kind: 'tickets'; tier: TicketTier }
  | { kind: 'prize'; prizeId: number; points: number };

export type ConversionProblem = { status: 400 | 404 | 409; message: string; outOfStock?: true };

/**
 * Checks a convert call against the server's own prices: the member's `points` must be the price
 * the server charges now, so a stale screen never buys at an old price.
 */
export function checkConversion(
  input: { option: string; index: number; points: number; ticketsToExchange?: number },
  tiers: readonly TicketTier[],
  prize: { id: number; pointsCost: number; stock: number; active: boolean } | undefined,
): ConversionRequest | ConversionProblem {
  if (input.option === 'tickets') {
    const tier = tiers[input.index];
    if (!tier) return { status: 404, message: 'This ticket offer does not exist (any more).' };
    if (input.ticketsToExchange !== undefined && input.ticketsToExchange !== tier.tickets) {
      return { status: 409, message: 'The number of tickets does not match the offer. Please reload the prices.' };
    }
    if (input.points !== tier.points) return { status: 409, message: 'The price has changed. Please reload the prices.' };
    return { kind: 'tickets', tier };
  }
  if (input.option === 'prize') {
    if (input.ticketsToExchange !== undefined) return { status: 400, message: 'ticketsToExchange applies to tickets only.' };
    if (!prize || !prize.active) return { status: 404, message: 'This prize does not exist (any more).' };
    if (input.points !== prize.pointsCost) return { status: 409, message: 'The price has changed. Please reload the prices.' };
    if (prize.stock <= 0) return { status: 409, message: 'This prize is out of stock.', outOfStock: true };
    return { kind: 'prize', prizeId: prize.id, points: prize.pointsCost };
  }
  return { status: 400, message: 'option must be "tickets" or "prize".' };
}

export const isProblem = (value: ConversionRequest | ConversionProblem): value is ConversionProblem => 'status' in value;

/**
 * Whether a request that repeats an idempotency key asks for what the key's conversion did: the
 * same kind at the same price, the same prize, and the same tickets when it names them. A key sent
 * again with another purchase is a client's mistake, not a repeat.
 */
export function repeatsConversion(
  input: { option: string; index: number; points: number; ticketsToExchange?: number },
  earlier: { kind: 'tickets' | 'prize'; pointsSpent: number; tickets: number; prizeId: number | null },
): boolean {
  if (input.option !== earlier.kind || input.points !== earlier.pointsSpent) return false;
  if (earlier.kind === 'prize') return input.index === earlier.prizeId;
  return input.ticketsToExchange === undefined || input.ticketsToExchange === earlier.tickets;
}

/**
 * Where a prize's picture is: the one imported with it (its own call, the address versioned by the
 * picture, so a new one is never served from a cache), else the site's file it names, if any.
 */
export const prizeImageUrl = (prize: { id: number; imageType: string | null; imageUrl: string | null; imageVersion: string | null }): string | null =>
  prize.imageType ? `/rest/prizes/${prize.id}/picture${prize.imageVersion ? `?v=${prize.imageVersion}` : ''}` : prize.imageUrl;

/** A prize's name and description in a language: its translation there, else its default ones. */
export function prizeInLanguage<Prize extends { name: string; description: string; translations: Record<string, { name: string; description: string }> }>(
  prize: Prize,
  language: string | undefined,
): { name: string; description: string } {
  const translated = language === undefined ? undefined : prize.translations[language];
  return translated && translated.name.trim() ? { name: translated.name, description: translated.description } : { name: prize.name, description: prize.description };
}

/** A prize's translated names by language code, blank ones left out: kept with its activity line, so My activity names it in the member's language. */
export function translatedNames(translations: Record<string, { name: string }>): Record<string, string> {
  return Object.fromEntries(Object.entries(translations).filter(([, translated]) => translated.name.trim()).map(([language, translated]) => [language, translated.name]));
}
