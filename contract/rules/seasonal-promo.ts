import { dayIn } from './wall-clock';

/**
 * The seasonal promo applies from its `from` day to its `to` day inclusive, on the panel's calendar
 * (`panelTimeZone`, the one raffle tickets' months follow, so tickets bought on the promo's days
 * belong to its month). One rule for the server's price list and the app's promo widget, so the
 * widget says when the offer that `ticketprices` sells is not on sale yet or any more.
 */
export interface PromoPeriod {
  from: string;
  to: string;
}

export type PromoPhase = 'upcoming' | 'running' | 'ended';

export function promoPhase(promo: PromoPeriod, now: Date, timeZone: string): PromoPhase {
  const day = dayIn(now, timeZone);
  if (day < promo.from) return 'upcoming';
  return day <= promo.to ? 'running' : 'ended';
}

export const isPromoRunning = (promo: PromoPeriod, now: Date, timeZone: string): boolean => promoPhase(promo, now, timeZone) === 'running';
