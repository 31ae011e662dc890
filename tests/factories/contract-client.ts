import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { ErrorCode, type ErrorBody, type ErrorCodeName } from '@contract/schemas/errors';
import { routes, type RouteName, type Routes } from '@contract/schemas/routes';
import { call } from '../helper';
import { pathOf, queryOf } from './route-samples';

type Part<R, K extends string> = R extends { [P in K]: infer S extends TSchema } ? Static<S> : never;

/** What a call sends: the route's path parameters, query and body as the contract types them. */
export type CallInput<N extends RouteName> = (Routes[N] extends { params: TSchema } ? { params: Part<Routes[N], 'params'> } : { params?: never }) & {
  query?: Part<Routes[N], 'querystring'>;
  body?: Part<Routes[N], 'body'>;
  /** A body sent as it is, for input the contract refuses (then `body` is not used). */
  rawBody?: string | Buffer;
  /** Overrides the content type the route takes (JSON, or text for a text-body route). */
  contentType?: string;
  /** A query string sent as it is (no leading '?'), for a query the contract refuses (then `query` is not used). */
  rawQuery?: string;
  /** Further request headers, e.g. a forwarded client address or a conditional request's validator. */
  headers?: Record<string, string>;
  /** The address the connection comes from (throttles count per address). */
  remoteAddress?: string;
};

/** The answer: the contract's success body, or a failure's `{ code, error, message }`. */
export interface CallAnswer<N extends RouteName> {
  status: number;
  body: Static<Routes[N]['response']> & Partial<ErrorBody>;
  headers: Record<string, unknown>;
  /** The body's bytes, for a raw route (an image). */
  rawPayload: Buffer;
}

/** Who calls: a member or guest (their Authorization header), a header as it is, or nobody. */
export type Caller = { authorization: string } | string | null | undefined;

/**
 * Calls the app's routes by their contract name, as one caller:
 * `const { as } = contractClient(() => t.app); await as(member).call('getUserLog', { params: { days: '7' } })`.
 * The URL comes from the route's url template, the method and the body's encoding from its contract.
 */
export function contractClient(app: () => FastifyInstance) {
  return {
    as(caller: Caller) {
      const authorization = typeof caller === 'object' && caller !== null ? caller.authorization : caller;
      return {
        async call<N extends RouteName>(name: N, ...[input]: Routes[N] extends { params: TSchema } ? [CallInput<N>] : [CallInput<N>?]): Promise<CallAnswer<N>> {
          const route = routes[name] as { method: 'GET' | 'POST'; textBody?: boolean };
          const { params, query, body, rawBody, contentType, rawQuery, headers: extraHeaders, remoteAddress } = (input ?? {}) as CallInput<RouteName> & { params?: Record<string, string>; query?: Record<string, string> };
          const payload = rawBody ?? (body === undefined ? undefined : route.textBody ? String(body) : JSON.stringify(body));
          const headers: Record<string, string> = { ...extraHeaders };
          if (authorization) headers.authorization = authorization;
          if (payload !== undefined) headers['content-type'] = contentType ?? (route.textBody ? 'text/plain' : 'application/json');
          return call(app(), { method: route.method, url: `${pathOf(name, params)}${rawQuery === undefined ? queryOf(query) : `?${rawQuery}`}`, headers, payload, ...(remoteAddress ? { remoteAddress } : {}) });
        },
      };
    },
  };
}

/** A failure as `toMatchObject` expects it: `expect(answer).toMatchObject(failure(403, 'guestNotAllowed'))`. */
export const failure = (status: number, name: ErrorCodeName) => ({ status, body: { code: ErrorCode[name] } });
