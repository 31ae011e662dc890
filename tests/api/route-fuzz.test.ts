import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName } from '@contract/schemas/routes';
import { pathOf, queryOf, routeSamples, sampleWorld, type SampleWorld } from '../factories/route-samples';
import { buildTestApp, call, type TestApp } from '../helper';

/** Runs per route: a few thousand requests in all by default; `npm run fuzz` asks for many more. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2_147_483_647 : Number(process.env.FUZZ_SEED ?? 20261124);

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --", '"; DROP TABLE users; --', '\u0000', 'a\u0000b', '\u0007\u001b[2J', '../../../etc/passwd', '%00', '%ZZ', '<script>alert(1)</script>',
    '${7*7}', '{{7*7}}', '9'.repeat(40), '-1', '0', '1e309', 'NaN', 'Infinity', '😀'.repeat(20), '\ud800', 'x'.repeat(5000), ' ', '',
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true}}')),
  fc.constant(Array.from({ length: 2000 }, (_, i) => i)),
  fc.constant(JSON.parse('['.repeat(500) + ']'.repeat(500))),
  fc.anything({ maxDepth: 4 }),
);

/** One hostile change to a valid request. */
type Mutation =
  | { kind: 'param'; value: string }
  | { kind: 'query'; key: string; value: string }
  | { kind: 'field'; key: string; value: unknown }
  | { kind: 'drop' }
  | { kind: 'body'; value: unknown }
  | { kind: 'raw'; contentType: string; payload: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('param' as const), value: hostileText }),
  fc.record({ kind: fc.constant('query' as const), key: fc.constantFrom('id', 'points', 'index', 'option', 'isLiveSurvey', 'langUiName', 'count', 'user_phone', 'withGender', 'extra'), value: hostileText }),
  fc.record({ kind: fc.constant('field' as const), key: fc.constantFrom('user_name', 'user_email', 'text', 'choices', 'answerId', 'questionId', 'choiceValues', 'user_id', 'photo', 'fingerprint', 'code', 'extra'), value: hostileValue }),
  fc.record({ kind: fc.constant('drop' as const) }),
  fc.record({ kind: fc.constant('body' as const), value: hostileValue }),
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'multipart/form-data'),
    payload: fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{"a":', '\u0000', '{"text":"\\u0000"}', '\xff\xfe', '[1,2', 'null')),
  }),
);

/**
 * A digest of every stored row that a refused request must leave as it was. Counters of wrong
 * guesses are meant to change on a refusal and stay out: users' failed logins and lockouts, and
 * password_resets (attempts at a reset hash).
 */
async function digest(t: TestApp): Promise<string> {
  const tables = ['sessions', 'answers', 'points_ledger', 'conversions', 'tickets', 'proposed_questions', 'questions', 'device_tokens', 'user_log', 'activation_codes', 'user_photos'];
  const parts = tables.map((table) => `(select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from "${table}" x)`);
  const users = `(select md5(coalesce(string_agg(row(id, email, password_hash, surname, lastname, birthdate, sex, phone, address, city_id, language_id, status, points)::text, ',' order by id), '')) from users)`;
  const result = await t.database.db.execute(sql.raw(`select concat(${[users, ...parts].join(', ')}) as digest`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { digest: string }[];
  return rows[0]!.digest;
}

let t: TestApp;
let world: SampleWorld;
beforeAll(async () => {
  t = await buildTestApp({ siteConfig: { proposeQuestionEnabled: true }, env: { RATE_LIMIT_DISABLED: 'true' } });
  world = await sampleWorld(t.app);
}, 180_000);
afterAll(() => t.close());

describe('fuzzing every route of the contract', () => {
  it.each(Object.keys(routes) as RouteName[])('%s: hostile input answers 4xx with its code, never 5xx, and a refusal changes nothing stored', async (name) => {
    const route = routes[name] as { method: 'GET' | 'POST'; textBody?: boolean; params?: unknown };
    await fc.assert(
      fc.asyncProperty(mutation, fc.boolean(), async (change, signedIn) => {
        const request = routeSamples[name].sample(world);
        const params = { ...request.params };
        const query: Record<string, string> = { ...request.query };
        let body: unknown = request.body;
        const headers: Record<string, string> = signedIn ? { authorization: world.caller.authorization } : {};
        let payload: string | undefined;
        if (change.kind === 'param') {
          const keys = Object.keys(params);
          if (keys.length) params[keys[0]!] = change.value;
        } else if (change.kind === 'query') query[change.key] = change.value;
        else if (change.kind === 'field') body = { ...(typeof body === 'object' && body !== null ? body : {}), [change.key]: change.value };
        else if (change.kind === 'drop' && typeof body === 'object' && body !== null) body = Object.fromEntries(Object.entries(body).slice(1));
        else if (change.kind === 'body') body = change.value;
        if (change.kind === 'raw') {
          headers['content-type'] = change.contentType;
          payload = change.payload;
        } else if (route.method === 'POST') {
          headers['content-type'] = route.textBody ? 'text/plain' : 'application/json';
          payload = route.textBody && typeof body === 'string' ? body : JSON.stringify(body ?? {});
        }
        const before = await digest(t);
        let url: string;
        try {
          url = `${pathOf(name, params)}${queryOf(query)}`;
        } catch {
          return; // a lone surrogate cannot even be put in an address
        }
        // Sent raw, as mutated: most of it is input the contract client's types would refuse.
        const { status, body: answer } = await call(t.app, { method: route.method, url, headers, ...(payload === undefined ? {} : { payload }) });
        expect(status, `${route.method} ${url} ${payload ?? ''}`.slice(0, 300)).toBeLessThan(500);
        if (status >= 400) {
          expect(answer).toMatchObject({ code: expect.any(Number), error: expect.any(String), message: expect.any(String) });
          expect(await digest(t)).toBe(before);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 600_000);
});
