/** The app's cookies: lifetime 10 years; the credentials cookie is secure with sameSite none. */
export const COOKIE_LIFETIME_DAYS = 3650;

let lifetimeDays = COOKIE_LIFETIME_DAYS;

/**
 * The site configuration's `cookieLifetimeDays`, for every cookie written after it loaded. Browsers
 * cap what they keep (Chromium at 400 days); the cookie then simply lives as long as they allow.
 */
export function setCookieLifetimeDays(days: number): void {
  if (Number.isInteger(days) && days > 0) lifetimeDays = days;
}

export interface CookieOptions {
  days?: number;
  /** Secure + SameSite=None (the credentials cookie); only possible in a secure context. */
  crossSite?: boolean;
  /** With `crossSite`: kept per top-level site (CHIPS), which browsers keep in a frame on another site where they refuse other cookies. */
  partitioned?: boolean;
}

export function cookieString(name: string, value: string, options: CookieOptions = {}, secureContext = inSecureContext()): string {
  const days = options.days ?? lifetimeDays;
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `expires=${expires}`, 'path=/'];
  if (options.crossSite && secureContext) parts.push('Secure', 'SameSite=None', ...(options.partitioned ? ['Partitioned'] : []));
  else parts.push('SameSite=Lax');
  return parts.join('; ');
}

/**
 * Whether the page may set a Secure cookie: https, and also http://localhost and http://127.0.0.1,
 * which browsers count as secure contexts. Plain http elsewhere gets SameSite=Lax instead.
 */
function inSecureContext(): boolean {
  return globalThis.isSecureContext === true;
}

export function parseCookies(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const key = part.slice(0, index).trim();
    if (!key) continue;
    try {
      out[decodeURIComponent(key)] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      out[key] = part.slice(index + 1).trim();
    }
  }
  return out;
}

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return parseCookies(document.cookie)[name] ?? null;
}

export function setCookie(name: string, value: string, options?: CookieOptions): void {
  if (typeof document === 'undefined') return;
  document.cookie = cookieString(name, value, options);
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

export { sessionCookieName } from '@contract/rules/session-cookie';
export const RECOMMENDED_BY_COOKIE = 'recommendedBy';
/** Set while the visitor came from the employer-partner campaign (utm_source=erg) and has not registered. */
export const ERG_CAMPAIGN_COOKIE = 'ergEmployee';
export const REDIRECT_TO_COOKIE = 'redirectTo';
export { LANGUAGE_COOKIE } from '@contract/rules/initial-language';
