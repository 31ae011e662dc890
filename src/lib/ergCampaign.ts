import { deleteCookie, ERG_CAMPAIGN_COOKIE, getCookie, setCookie } from './cookies';

const KEPT = 'true';

/** A visitor from the employer-partner campaign arrives with `utm_source=erg`. */
export function isErgCampaign(search: string): boolean {
  return new URLSearchParams(search).get('utm_source') === 'erg';
}

/** The flag to keep (and so renew): the link just followed says so, or it was kept before. */
export function ergFlagToKeep(search: string, kept: string | null): boolean {
  return isErgCampaign(search) || kept === KEPT;
}

/**
 * The campaign's visitor registers later, often on another page (/register, a provider's return to
 * /socialAuth or /callback), so the flag is kept in a cookie from the page the link opened; written
 * again with a fresh lifetime on every start, as the recommended-by cookie is, until a registration
 * sends and clears it.
 */
export function keepErgCampaign(search: string): void {
  if (ergFlagToKeep(search, getCookie(ERG_CAMPAIGN_COOKIE))) setCookie(ERG_CAMPAIGN_COOKIE, KEPT);
}

/** A registration's user_erg_employee: the current page's query, else the kept flag. */
export function registersAsErgEmployee(search = ''): boolean {
  return ergFlagToKeep(search, getCookie(ERG_CAMPAIGN_COOKIE));
}

/** After a registration: the flag went with it. */
export function forgetErgCampaign(): void {
  deleteCookie(ERG_CAMPAIGN_COOKIE);
}
