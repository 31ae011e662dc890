import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Static, TObject, TSchema } from 'typebox';
import { isNumberText, type TNumberText } from '@contract/schemas/common';
import { ErrorBodySchema } from '@contract/schemas/errors';
import { routes, type ErrorStatus, type RouteDef, type Routes, type RouteName } from '@contract/schemas/routes';
import { authenticate } from '../http/auth';
import type { SessionService, SessionUser } from '../core/services/session-service';

type Part<R, K extends string> = R extends { [P in K]: infer S extends TSchema } ? Static<S> : undefined;

/** A path or query part as its handler receives it: the contract's number texts as numbers. */
type Received<R, K extends string> = R extends { [P in K]: infer S extends TObject }
  ? { [F in keyof Static<S>]: F extends keyof S['properties'] ? (S['properties'][F] extends TNumberText ? number : Static<S>[F]) : Static<S>[F] }
  : undefined;

export interface RouteContext<N extends RouteName> {
  params: Received<Routes[N], 'params'>;
  query: Received<Routes[N], 'querystring'>;
  body: Part<Routes[N], 'body'>;
  session: Routes[N]['access'] extends 'public' ? null : Routes[N]['access'] extends 'optional' ? SessionUser | null : SessionUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Requests per minute per address (and per account where the handler adds it). */
  rateLimit?: { max: number; timeWindow: number };
  /** A larger body than the app's default limit (bytes), for the calls that carry a file. */
  bodyLimit?: number;
}

type Response<N extends RouteName> = Static<Routes[N]['response']>;

/** The shared schema of every failure's `{ code, error, message }` (error-handler.ts), by its $id. */
export const ERROR_BODY_ID = 'ErrorBody';

/** Makes the failure body's schema known to the app: once, before the routes that point at it. */
export function addErrorBodySchema(app: FastifyInstance): void {
  app.addSchema({ ...ErrorBodySchema, $id: ERROR_BODY_ID });
}

/**
 * The failures a route can answer: bad input, not found, a fault and an overloaded server on every
 * route; missing or wrong credentials unless it is public; too large a body where it takes one; too
 * many requests where it is rate-limited; and those its contract names.
 */
export function errorStatuses(def: Pick<RouteDef, 'access' | 'body' | 'errors'>, rateLimited: boolean): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([400, 404, 500, 503, ...(def.errors ?? [])]);
  if (def.access !== 'public') statuses.add(401).add(403);
  if (def.body) statuses.add(413);
  if (rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** The fields of a path or query schema that the contract marks as number texts. */
function numberTextFields(schema: TSchema | undefined): string[] {
  const properties = (schema as { properties?: Record<string, TSchema> } | undefined)?.properties ?? {};
  return Object.keys(properties).filter((field) => isNumberText(properties[field]));
}

/** Turns validated number texts into their numbers, in place: no copy of the request's parts. */
function toNumbers(part: unknown, fields: readonly string[]): void {
  const record = part as Record<string, unknown>;
  // An index loop: no iterator on the hot routes (GET user/{id}, GET widget/next/{id}).
  for (let i = 0; i < fields.length; i += 1) {
    const field = fields[i] as string;
    const text = record[field];
    if (typeof text === 'string') record[field] = Number(text);
  }
}

/** A call whose body fields are all optional may leave the body out (a login by the Basic header alone): it counts as `{}`. */
function bodyMayBeLeftOut(body: TSchema | undefined): boolean {
  const object = body as { type?: unknown; required?: readonly string[] } | undefined;
  return object?.type === 'object' && (object.required ?? []).length === 0;
}

function emptyBodyWhenLeftOut(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  if (request.body === undefined) request.body = {};
  done();
}

function errorResponses(statuses: readonly ErrorStatus[]): Record<number, unknown> {
  return Object.fromEntries(statuses.map((status) => [status, { description: STATUS_CODES[status], $ref: `${ERROR_BODY_ID}#` }]));
}

/**
 * Registers one contract route: path, method, schemas and access come from the contract, so a
 * handler only turns validated input into a service call.
 */
export function defineRoute<N extends RouteName>(
  app: FastifyInstance,
  sessions: SessionService,
  name: N,
  handler: (context: RouteContext<N>) => Promise<Response<N>>,
  options: RouteOptions = {},
): void {
  const def = routes[name] as Routes[N] & { params?: TSchema; querystring?: TSchema; body?: TSchema; textBody?: boolean; raw?: boolean; errors?: readonly ErrorStatus[] };
  const schema: FastifySchema = {
    operationId: name,
    summary: def.summary,
    tags: [def.url.split('/')[2] ?? 'rest'],
    ...(def.params ? { params: def.params } : {}),
    ...(def.querystring ? { querystring: def.querystring } : {}),
    ...(def.body ? { body: def.body } : {}),
    // `{}` in the list: the credentials are optional.
    ...(def.access === 'public' ? {} : { security: def.access === 'optional' ? [{}, { credentials: [] }] : [{ credentials: [] }] }),
  };
  schema.response = {
    ...(def.raw ? {} : { 200: def.response }),
    ...errorResponses(errorStatuses(def, options.rateLimit !== undefined)),
  };
  const numberParams = numberTextFields(def.params);
  const numberQuery = numberTextFields(def.querystring);
  // The OpenAPI operation states its limit (an `x-` key: Fastify's compilers ignore it).
  if (options.rateLimit) Object.assign(schema, { 'x-rate-limit': options.rateLimit });
  app.route({
    method: def.method,
    url: def.url,
    schema,
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(bodyMayBeLeftOut(def.body) ? { preValidation: emptyBodyWhenLeftOut } : {}),
    // A request whose parts are bad still reaches the handler, so its credentials are checked first:
    // a caller without them is told 401, not what the body lacks (and no hook costs a valid request).
    attachValidation: true,
    handler: async (request, reply) => {
      const session = await authenticate(request, def.access, sessions);
      if (request.validationError) throw request.validationError;
      toNumbers(request.params, numberParams);
      toNumbers(request.query, numberQuery);
      try {
        return await handler({
          params: request.params as RouteContext<N>['params'],
          query: request.query as RouteContext<N>['query'],
          body: request.body as RouteContext<N>['body'],
          session: session as RouteContext<N>['session'],
          request,
          reply,
        });
      } finally {
        // The member's next read through this instance sees what this request changed, without
        // waiting for the database's notification.
        if (session && def.method !== 'GET') sessions.afterOwnWrite(session.userId);
      }
    },
  });
}
