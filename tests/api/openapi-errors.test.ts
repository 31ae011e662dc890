import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, ErrorCode } from '@contract/schemas/errors';
import { routes, type RouteName } from '@contract/schemas/routes';
import { authRateLimits } from '../../server/core/services/auth-policy';
import { buildTestApp, call, type TestApp } from '../helper';
import { contractClient } from '../factories/contract-client';

let t: TestApp;
let document: { paths: Record<string, Record<string, { operationId: string; 'x-rate-limit'?: { max: number; timeWindow: number }; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>; components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
beforeAll(async () => {
  t = await buildTestApp();
  // The OpenAPI docs are served beside the contract, not named in it.
  document = (await call(t.app, { method: 'GET', url: '/rest/docs/json' })).body;
});
afterAll(() => t.close());

/** Fastify's `:id` becomes OpenAPI's `{id}`. */
const openApiPath = (url: string): string => url.replace(/:([A-Za-z]+)/g, '{$1}');
const operationOf = (name: RouteName) => document.paths[openApiPath(routes[name].url)]?.[routes[name].method.toLowerCase()];
/** Routes registered with a rate limit (their options in server/routes), which the operation states. */
const rateLimited = (name: RouteName): boolean => operationOf(name)?.['x-rate-limit'] !== undefined;

describe('error responses in the OpenAPI document', () => {
  it('describes the failure body once, from the contract', () => {
    expect(Object.keys(document.components.schemas.ErrorBody!.properties).sort()).toEqual(Object.keys(ErrorBodySchema.properties).sort());
  });

  it.each(Object.keys(routes) as RouteName[])('%s lists the failures it can answer, each with the failure body', (name) => {
    const operation = operationOf(name);
    expect(operation?.operationId).toBe(name);
    const route = routes[name] as (typeof routes)[RouteName] & { body?: unknown; errors?: readonly number[] };
    const expected = [400, 404, 500, 503, ...(route.errors ?? [])];
    if (route.access !== 'public') expected.push(401, 403);
    if (route.body) expected.push(413);
    if (rateLimited(name)) expected.push(429);
    const failures = Object.keys(operation!.responses).map(Number).filter((status) => status >= 400);
    expect(failures.sort()).toEqual([...new Set(expected)].sort());
    for (const status of failures) {
      expect(operation!.responses[status]!.content?.['application/json']?.schema, `${name} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    }
  });

  it('leaves the failure body as the error handler makes it (the schema only describes it)', async () => {
    const { status, body } = await contractClient(() => t.app).as(null).call('getCities', { params: { id: '9999' } });
    expect(status).toBe(404);
    expect(body).toEqual({ code: ErrorCode.notFound, error: 'Not Found', message: expect.any(String) });
  });

  it('states the rate limits the routes are registered with', () => {
    expect(operationOf('login')?.['x-rate-limit']).toEqual(authRateLimits.login);
    expect(rateLimited('proposeQuestion')).toBe(true);
    expect(rateLimited('getLanguages')).toBe(false);
  });
});
