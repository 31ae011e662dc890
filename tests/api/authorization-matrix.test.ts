import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { routes, type RouteName } from '@contract/schemas/routes';
import { ErrorCode } from '@contract/schemas/errors';
import { contractClient, type CallAnswer, type CallInput } from '../factories/contract-client';
import { createGuest, createSession, type TestMember } from '../factories/users';
import { routeSamples, sampleWorld, type SampleRequest, type SampleWorld } from '../factories/route-samples';
import { snapshotTables } from '../factories/snapshot';
import { buildTestApp, type TestApp } from '../helper';

/** Every route that is not public, from the contract's route table: a new one joins the matrix by itself. */
const guarded = (Object.keys(routes) as RouteName[]).filter((name) => routes[name].access !== 'public');

let t: TestApp;
let world: SampleWorld;
let guest: TestMember;
let revoked: string;

beforeAll(async () => {
  t = await buildTestApp({ siteConfig: { proposeQuestionEnabled: true }, env: { RATE_LIMIT_DISABLED: 'true' } });
  world = await sampleWorld(t.app);
  guest = await createGuest(t.app);
  const old = await createSession(t.app, world.caller.id);
  await contractClient(() => t.app).as(old).call('logout');
  revoked = old.authorization;
}, 180_000);
afterAll(() => t.close());

/** Any route by name with its sample: the samples are typed per route, so the call is made for the union of routes. */
type AnyRouteCall = (name: RouteName, input: CallInput<RouteName>) => Promise<CallAnswer<RouteName>>;
function send(name: RouteName, request: SampleRequest, authorization: string | undefined) {
  const route = routes[name] as { method: 'GET' | 'POST'; textBody?: boolean };
  // A POST without a body in its sample still sends an empty JSON object, as the app does.
  const body = request.body ?? (route.method === 'POST' && !route.textBody ? {} : undefined);
  const call = contractClient(() => t.app).as(authorization).call as AnyRouteCall;
  return call(name, { params: request.params, query: request.query, body } as CallInput<RouteName>);
}

/** The member's credentials; a fresh session for logout, which ends the one it is sent with. */
async function credentialsOf(who: TestMember, name: RouteName): Promise<string> {
  return name === 'logout' ? (await createSession(t.app, who.id)).authorization : who.authorization;
}

/** The victim's rows in the tables a member's calls change. */
async function victimRows(): Promise<unknown> {
  const snapshot = await snapshotTables(t.app);
  return Object.fromEntries(Object.entries(snapshot).map(([table, rows]) => [
    table, (rows as Record<string, unknown>[]).filter((row) => (table === 'users' ? row.id : row.user_id) === world.victim.id),
  ]));
}

describe('the authorization matrix', () => {
  it('has a case (a sample request and an owner) for every route of the contract', () => {
    expect(Object.keys(routeSamples).sort()).toEqual(Object.keys(routes).sort());
    expect(guarded.length).toBeGreaterThan(20);
  });

  describe.each(guarded)('%s', (name) => {
    const access = routes[name].access;
    const { ownership, sample } = routeSamples[name];

    it('refuses malformed, forged and revoked credentials with 401 (and none, unless optional)', async () => {
      const before = await victimRows();
      const forged = `${world.victim.id}:${'A'.repeat(43)}`;
      const cases: [string, string | undefined][] = [
        ['malformed', 'Bearer nonsense'], ['forged', forged], ['revoked', revoked], ['wrong user', `${world.victim.id}:${world.caller.token}`],
        ['an id past the database integers', `2147483648:${world.caller.token}`], ['a ten-digit id', `9999999999:${'A'.repeat(43)}`],
      ];
      if (access !== 'optional') cases.push(['none', undefined]);
      for (const [kind, authorization] of cases) {
        const { status, body } = await send(name, sample(world), authorization);
        expect({ kind, status, code: body.code }).toEqual({ kind, status: 401, code: ErrorCode.unauthorized });
      }
      expect(await victimRows()).toEqual(before);
    });

    it.skipIf(access === 'optional')('answers 401 to a caller without credentials before looking at the request\'s parts', async () => {
      const request = sample(world);
      const spoilt = (part: Record<string, unknown> | undefined) => part && Object.fromEntries(Object.keys(part).map((key) => [key, 'x']));
      const route = routes[name] as { method: 'GET' | 'POST'; textBody?: boolean };
      const body = route.method === 'POST' ? (route.textBody ? '' : { unexpected: true }) : undefined;
      const { status, body: answer } = await send(name, { params: spoilt(request.params), query: spoilt(request.query), body } as SampleRequest, undefined);
      expect({ status, code: answer.code }).toEqual({ status: 401, code: ErrorCode.unauthorized });
    });

    it('refuses a guest where members only may go, and another\'s data to a guest', async () => {
      const before = await victimRows();
      const { status, body } = await send(name, sample(world), await credentialsOf(guest, name));
      if (access === 'member') expect({ status, code: body.code }).toEqual({ status: 403, code: ErrorCode.guestNotAllowed });
      else if (ownership === 'self') expect(status).toBe(403);
      else expect(status).toBeLessThan(500);
      expect(await victimRows()).toEqual(before);
    });

    it('refuses another member\'s data to a member', async () => {
      const before = await victimRows();
      const { status } = await send(name, sample(world), await credentialsOf(world.caller, name));
      if (ownership === 'self') expect(status).toBe(403);
      else expect(status).toBeLessThan(500);
      expect(await victimRows()).toEqual(before);
    });
  });
});
