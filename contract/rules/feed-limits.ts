// Plain data, no schemas: the browser imports it without typebox.

/** How many upcoming cards GET widget/upcoming/{id} answers by default (and the feed keeps for offline use). */
export const UPCOMING_DEFAULT_COUNT = 10;
/** The most it answers at once. */
export const UPCOMING_MAX_COUNT = 20;
