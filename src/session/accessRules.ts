/** The access rules as pure functions; the route components apply them. */
import { providerOfState, type Provider } from './providerState';
import { APP_ROUTE_TABLE, type AppRoutePath } from './appRouteTable';
import { publicCardPath } from '@contract/rules/public-card-path';

export type AccessDecision =
  | { kind: 'render' }
  | { kind: 'wait' }
  | { kind: 'fallback' }
  | { kind: 'redirect'; to: string };

export interface AccessSwitches {
  blockingProfile: boolean;
  proposeQuestionEnabled: boolean;
  aboutYouEnabled: boolean;
  restrictAccess: boolean;
  vkAppEnabled: boolean;
}

export interface AccessInput {
  path: string;
  /** The query string without the leading '?', as wouter's useSearch gives it. */
  search: string;
  hasSessionCookie: boolean;
  isGuest: boolean;
  /** null while the user's details are still loading. */
  profileComplete: boolean | null;
  /**
   * The details are the server's answer of this visit, or no answer can come now (offline, a busy
   * server): not only the copy an earlier visit stored, which may predate a profile completed since.
   */
  detailsCurrent: boolean;
  switches: AccessSwitches;
}

const render: AccessDecision = { kind: 'render' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });

/** The /app paths of the route table (a trailing `:param` is one path segment). */
export const APP_ROUTES: readonly AppRoutePath[] = APP_ROUTE_TABLE.map((route) => route.path);

/** Pages (first segment after /app/) a member with an incomplete profile may still open while profile blocking is on. */
export const PROFILE_BLOCKING_ALLOWED: readonly string[] = APP_ROUTE_TABLE
  .filter((route) => route.access.incompleteProfile === 'open')
  .map((route) => route.path.split('/')[2] ?? '');

export function isAppPath(path: string): boolean {
  return path === '/app' || path.startsWith('/app/');
}

/** The route table's entry matching a path, or null (then the /app fallback page shows). */
export function matchAppRoute(path: string): (typeof APP_ROUTE_TABLE)[number] | null {
  const normalized = path === '/app' ? '/app/' : path;
  for (const route of APP_ROUTE_TABLE) {
    const a = route.path.split('/');
    const b = normalized.split('/');
    if (a.length !== b.length) continue;
    if (a.every((part, i) => (part.startsWith(':') ? (b[i] ?? '') !== '' : part === b[i]))) return route;
  }
  return null;
}

/** The redirects: // and /index.html to /, /rest/shareCard/{id} to /publicCardPage/{id}. */
export function staticRedirect(path: string): string | null {
  if (path === '//' || path === '/index.html') return '/';
  const share = /^\/rest\/shareCard\/([^/]+)\/?$/.exec(path);
  if (share?.[1]) return publicCardPath(share[1]);
  return null;
}

/** /app/cardPage/{id} → /publicCardPage/{id}, else null. */
export function publicCardFor(path: string): string | null {
  const match = /^\/app\/cardPage\/([^/]+)\/?$/.exec(path);
  return match?.[1] ? publicCardPath(match[1]) : null;
}

/** /login?redirectTo={path}: the path's slashes as they are (legal in a query), everything else that could end the value encoded. */
export function loginWithRedirect(path: string, search: string): string {
  const target = search ? `${path}?${search}` : path;
  return `/login?redirectTo=${encodeURIComponent(target).replaceAll('%2F', '/')}`;
}

/** The public card page's "Log in": back to the member's card page after login. */
export function loginToMemberCard(cardId: number): string {
  return loginWithRedirect(`/app/cardPage/${cardId}`, '');
}

/** The live-survey embed's "Log in": back to the same survey after login (in the tab the link opened). */
export function loginToLiveSurvey(questId: number): string {
  return loginWithRedirect(`/live-survey-embed/${questId}`, '');
}

/** Profile blocking: true when the /app path must go to /app/profile. */
export function isBlockedByProfile(path: string, blockingProfile: boolean, profileComplete: boolean): boolean {
  if (!blockingProfile || profileComplete || !isAppPath(path)) return false;
  const page = path.replace(/^\/app\/?/, '').split('/')[0] ?? '';
  return !PROFILE_BLOCKING_ALLOWED.includes(page);
}

/** /socialAuth: the state must be one of facebook, google, vkontakte and login_method_aitu, exactly, else /login. */
export function socialAuthDecision(search: string): AccessDecision {
  return providerOfState(new URLSearchParams(search).get('state')) !== null ? render : redirect('/login');
}

/** /callback: only with the Russian-language social network app enabled, and a query code. */
export function callbackDecision(search: string, vkAppEnabled: boolean): AccessDecision {
  if (!vkAppEnabled) return { kind: 'fallback' };
  const code = new URLSearchParams(search).get('code');
  return code ? render : redirect('/login');
}

/** Where a failed provider code check (or a failed Aitu registration) sends the user. */
export function socialFailureRedirect(provider: 'aitu' | 'vk'): string {
  return provider === 'aitu' ? '/login?aitu_failed_auth=true' : '/login?vk_failed_auth=true';
}

/**
 * Where a provider's return this browser did not start goes (no callbackHash cookie): for Aitu and
 * VKontakte their failed check, at once (the login page says so); null for the others, a failed
 * sign-in ('Login...', the provider's error, then back after the configured delay).
 */
export function refusedReturnRedirect(provider: Provider): string | null {
  if (provider === 'aitu') return socialFailureRedirect('aitu');
  if (provider === 'vkontakte') return socialFailureRedirect('vk');
  return null;
}

/** The decision for an /app path. */
export function appAccess(input: AccessInput): AccessDecision {
  const { path, search, hasSessionCookie, isGuest, profileComplete, detailsCurrent, switches } = input;
  if (!hasSessionCookie) return redirect(publicCardFor(path) ?? loginWithRedirect(path, search));
  // A guest is not a member: /app is signed into first, and comes back to the same address.
  if (isGuest) return redirect(loginWithRedirect(path, search));
  if (switches.restrictAccess) return redirect('/restrict');
  if (profileComplete === null) return { kind: 'wait' };
  // Sent away only on this visit's word: a stored copy saying incomplete waits for the server's.
  if (isBlockedByProfile(path, switches.blockingProfile, profileComplete)) return detailsCurrent ? redirect('/app/profile') : { kind: 'wait' };
  return appScreenDecision(path, switches);
}

/** Whether an /app path opens its screen or the fallback page: an unknown path, or a screen whose switch is off. */
export function appScreenDecision(path: string, switches: Pick<AccessSwitches, 'proposeQuestionEnabled' | 'aboutYouEnabled'>): AccessDecision {
  const route = matchAppRoute(path);
  if (route === null) return { kind: 'fallback' };
  const needs = route.access.needsSwitch;
  if (needs !== undefined && !switches[needs]) return { kind: 'fallback' };
  return render;
}

/**
 * Member screens outside /app (the survey runner at /polls/{id}, where push links land): signed out,
 * or a guest, sign in first and come back to the same address (query included); restricted access
 * applies as in /app.
 */
export function memberAccess(input: Pick<AccessInput, 'path' | 'search' | 'hasSessionCookie' | 'isGuest' | 'switches'>): AccessDecision {
  if (!input.hasSessionCookie || input.isGuest) return redirect(loginWithRedirect(input.path, input.search));
  if (input.switches.restrictAccess) return redirect('/restrict');
  return render;
}

/**
 * `/`: the landing page needs a member's session; without one, or with a guest's, it goes to /login.
 * With access restricted its buttons would all lead to /restrict, so the member goes there at once.
 */
export function rootAccess(input: Pick<AccessInput, 'hasSessionCookie' | 'isGuest' | 'switches'>): AccessDecision {
  if (!input.hasSessionCookie || input.isGuest) return redirect('/login');
  return input.switches.restrictAccess ? redirect('/restrict') : render;
}

/** Control characters and whitespace: a browser drops or rewrites some of them (`/\t/x` becomes `//x`). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_IN_TARGET = /[\u0000-\u0020\u007f-\u009f\s]/u;

/**
 * After login: the stored target when it is a path on this site, or an absolute address on the app's
 * own origin (a poll link is shared with the origin; its path, query and hash are kept), else /app.
 * Another origin, a protocol-relative address, any other scheme (javascript:), and a target with
 * control characters or whitespace are refused. The target comes decoded (URLSearchParams, the
 * cookies): only a value still wholly encoded (`%2Fapp%2F...`) is decoded, once. A target on the
 * sign-in or sign-up form is /app: the member has just signed in.
 */
export function postLoginTarget(stored: string | null | undefined, appOrigin: string): string {
  if (!stored) return '/app';
  let target = stored;
  if (!target.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    try {
      target = decodeURIComponent(target);
    } catch {
      return '/app';
    }
  }
  if (UNSAFE_IN_TARGET.test(target)) return '/app';
  const path = target.startsWith('/') ? target : sameOriginPath(target, appOrigin);
  if (path === null || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/app';
  // The path as the browser will go to it (dot segments resolved): `/.//x` is `//x`, `/./login` the form.
  const resolved = resolveOnOrigin(path, appOrigin);
  if (resolved === null || resolved.startsWith('//')) return '/app';
  if (isSignInOrSignUpForm(resolved)) return '/app';
  return resolved;
}

/** The sign-in and sign-up forms: a member who has just signed in would be shown a form again. */
const SIGN_IN_AND_SIGN_UP_FORMS = new Set(['/login', '/sign-in', '/register', '/sign-up']);

/** Whether the target opens one of those forms as the router matches them: any letter case, a trailing slash allowed. */
function isSignInOrSignUpForm(target: string): boolean {
  const pathname = target.split(/[?#]/, 1)[0]!.toLowerCase().replace(/\/$/, '');
  return SIGN_IN_AND_SIGN_UP_FORMS.has(pathname);
}

/** The path, query and hash the browser would go to for `path` when it stays on `appOrigin`, else null. */
function resolveOnOrigin(path: string, appOrigin: string): string | null {
  try {
    const url = new URL(path, appOrigin);
    return url.origin === appOrigin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** An absolute http(s) address's path, query and hash when its origin is the app's, else null. */
function sameOriginPath(address: string, appOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== appOrigin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A guest's e-mail ends with the fingerprint domain marker. */
export function isGuestEmail(email: string, guestEmailDomain: string): boolean {
  return email.toLowerCase().endsWith(guestEmailDomain.toLowerCase());
}
