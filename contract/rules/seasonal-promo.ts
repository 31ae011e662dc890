/**
 * The seasonal promo applies from its `from` day to its `to` day inclusive, in
 * UTC. One rule for the server's price list and the app's promo widget, so the widget says when
 * the offer that `ticketprices` sells is not on sale yet or any more.
 */
export interface PromoPeriod {
  from: string;
  to: string;
}

export type PromoPhase = 'upcoming' | 'running' | 'ended';

/** 'YYYY-MM-DD' of a moment in UTC. */
const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

export function promoPhase(promo: PromoPeriod, now: Date): PromoPhase {
  const day = utcDay(now);
  if (day < promo.from) return 'upcoming';
  return day <= promo.to ? 'running' : 'ended';
}

export const isPromoRunning = (promo: PromoPeriod, now: Date): boolean => promoPhase(promo, now) === 'running';
