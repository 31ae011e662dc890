import type { Static, TSchema } from 'typebox';
import type { ErrorBody, RouteName, Routes } from '@contract/schemas';
import { routePaths, type RoutePath } from '@contract/rules/route-paths';
import { ErrorCode } from '@contract/rules/error-codes';

/** Signed-in credentials, sent as `Authorization: {userId}:{token}`. */
export interface Credentials {
  userId: number;
  token: string;
}

type Part<R, K extends 'params' | 'querystring' | 'body'> = R extends { [P in K]: infer S extends TSchema } ? Static<S> : undefined;

/** What a call takes: the route's path parameters, query and body, each only when it has one. */
export type CallInput<N extends RouteName> = {
  [K in 'params' | 'querystring' | 'body' as Part<Routes[N], K> extends undefined ? never : K]: Part<Routes[N], K>;
} & {
  /** Replaces the session's Authorization header (login's `Basic` name:password). */
  authorization?: string;
  signal?: AbortSignal;
};
export type CallOutput<N extends RouteName> = Static<Routes[N]['response']>;

/** The e-mail and names a sign-in provider vouched for (the server's own verification). */
export type ProviderProfile = NonNullable<ErrorBody['profile']>;

function isProviderProfile(value: unknown): value is ProviderProfile {
  if (typeof value !== 'object' || value === null) return false;
  const { email, first_name, last_name } = value as Record<string, unknown>;
  return typeof email === 'string' && typeof first_name === 'string' && typeof last_name === 'string';
}

/** A call that did not succeed: the server's `{ code, error, message }`, or status 0 when offline. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly error: string;
  /** A provider's verified profile, sent with a social login's "non-existent" answer. */
  readonly profile: ProviderProfile | null;
  /** How long the server asked us to wait before trying again (its Retry-After), when it said. */
  readonly retryAfterMs: number | null;

  constructor(status: number, body: Partial<Omit<ErrorBody, 'profile'>> & { profile?: unknown }, retryAfterMs: number | null = null) {
    super(body.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = typeof body.code === 'number' ? body.code : status;
    this.error = body.error ?? 'Error';
    this.profile = isProviderProfile(body.profile) ? body.profile : null;
    this.retryAfterMs = retryAfterMs;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** A Retry-After header in milliseconds from `now`: delay-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

let credentialsSource: () => Credentials | null = () => null;

/** The session store registers where the current credentials come from. */
export function setCredentialsSource(source: () => Credentials | null): void {
  credentialsSource = source;
}

let sessionRefused: (credentials: Credentials) => void = () => undefined;

/**
 * The session store registers what happens when the server refuses the stored session (401: expired,
 * revoked). Only calls that carried the stored credentials count: a login's own refusal does not.
 */
export function onSessionRefused(handler: (credentials: Credentials) => void): void {
  sessionRefused = handler;
}

/** The credentials calls are made with now (the signed-in member's), or null. */
export const currentCredentials = (): Credentials | null => credentialsSource();

export function authorizationFor(credentials: Credentials): string {
  return `${credentials.userId}:${credentials.token}`;
}

export function basicAuthorization(name: string, password: string): string {
  const bytes = new TextEncoder().encode(`${name}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

/** `/rest/user/:id` with `{ id: 5 }` → `/rest/user/5`; every value is URL-encoded. */
export function buildPath(url: string, params: Record<string, unknown> | undefined, query?: Record<string, unknown>): string {
  const path = url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new TypeError(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** What a body that is not JSON reads as. */
const UNREADABLE = Symbol('unreadable body');

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return UNREADABLE;
  }
}

/**
 * How long a call without a signal of its own waits for the server's answer: on a network that
 * stalls (a phone between cells, a captive portal holding the connection) a screen would otherwise
 * wait for ever. It ends as a network failure, which every screen offers to try again.
 */
export const CALL_TIMEOUT_MS = 30_000;

/** A failure of the way to the server (offline, or a network that answers in its stead): status 0. */
export const unreachable = (message: string) => new ApiError(0, { error: 'Network Error', message });

/**
 * Calls a route of the contract by name, typed from its schemas (types only: the browser gets the
 * paths from routePaths.ts, without typebox). Throws ApiError on failure.
 */
export async function call<N extends RouteName>(name: N, input: CallInput<N>, fetchImpl: typeof fetch = fetch): Promise<CallOutput<N>> {
  const route: RoutePath = routePaths[name];
  const parts = input as { params?: Record<string, unknown>; querystring?: Record<string, unknown>; body?: unknown; authorization?: string; signal?: AbortSignal };
  const headers: Record<string, string> = { accept: 'application/json' };
  const credentials = credentialsSource();
  const authorization = parts.authorization ?? (credentials ? authorizationFor(credentials) : undefined);
  if (authorization) headers.authorization = authorization;
  let body: string | undefined;
  if (route.method === 'POST') {
    if (route.textBody) {
      headers['content-type'] = 'text/plain';
      body = String(parts.body ?? '');
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(parts.body ?? {});
    }
  }
  let response: Response;
  let payload: unknown;
  try {
    response = await fetchImpl(buildPath(route.url, parts.params, parts.querystring), { method: route.method, headers, body, signal: parts.signal ?? AbortSignal.timeout(CALL_TIMEOUT_MS) });
    // Reading the body can fail too (the connection dropped, the page navigated away): that is the network's failure, not the call's.
    payload = await readBody(response);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError' && parts.signal?.aborted) throw cause;
    throw unreachable('The server could not be reached');
  }
  // The server answers every call in JSON: a success in anything else came from something in between
  // (a public Wi-Fi's sign-in page, a proxy), and the call did not reach the server.
  if (response.ok && payload === UNREADABLE) throw unreachable('The answer did not come from the server');
  if (!response.ok) {
    if (payload === UNREADABLE) payload = undefined;
    // Only the session check's own refusal (code 101) ends the session: a provider sign-in, sent
    // with a guest's session, answers 401 with a login code for the person it does not know.
    if (response.status === 401 && parts.authorization === undefined && credentials && (payload as Partial<ErrorBody> | undefined)?.code === ErrorCode.unauthorized) sessionRefused(credentials);
    const retryAfter = retryAfterMs(response.headers.get('retry-after'), Date.now());
    throw new ApiError(response.status, (payload && typeof payload === 'object' ? payload : {}) as Partial<ErrorBody>, retryAfter);
  }
  return payload as CallOutput<N>;
}
