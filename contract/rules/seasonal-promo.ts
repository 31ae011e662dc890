/**
 * The seasonal promo (spec section 9) applies from its `from` day to its `to` day inclusive, in
 * UTC. One rule for the server's price list and the app's promo widget, so the widget never
 * advertises an offer that `ticketprices` does not sell (a promo whose dates are past is gone).
 */
export interface PromoPeriod {
  from: string;
  to: string;
}

/** 'YYYY-MM-DD' of a moment in UTC. */
const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

export function isPromoRunning(promo: PromoPeriod, now: Date): boolean {
  const day = utcDay(now);
  return promo.from <= day && day <= promo.to;
}
