import { useSiteConfig } from '../config/siteConfig';

/**
 * The i18next context of texts that name raffle tickets: each has a `_noTickets` variant, chosen
 * when the site has tickets switched off, so no screen promises tickets there are none of.
 */
export function useTicketsContext(): { context?: 'noTickets' } {
  const { ticketsEnabled } = useSiteConfig();
  return ticketsEnabled ? {} : { context: 'noTickets' };
}
