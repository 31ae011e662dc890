import { randomInt, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authPolicy } from '../../server/core/services/auth-policy';
import { basic } from '../factories/auth';
import { createMember } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';

/** A password sign-in from one client address to one instance. */
const signIn = (t: TestApp, email: string, password: string, remoteAddress: string) =>
  contractClient(() => t.app).as(basic(email, password)).call('login', { body: {}, remoteAddress });

// An address of its own for each run: other test runs share this Redis.
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
// The per-route request limit is another layer: off, so the failed-guess throttles are what answers.
const env = (redisUrl: string) => ({ REDIS_URL: redisUrl, RATE_LIMIT_DISABLED: 'true' });

const redisUrl = process.env.REDIS_URL;
const apps: TestApp[] = [];
// The first app of a worker migrates its database: slower than a test may take.
beforeAll(async () => {
  apps.push(await buildTestApp());
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

// .ci/run sets REDIS_URL (starting Debian's redis-server when none answers); without it, skipped.
describe.skipIf(!redisUrl)('failed-guess throttles in Redis', () => {
  it('hold across two instances: wrong passwords counted on one refuse on the other', async () => {
    const first = await buildTestApp({ env: env(redisUrl!) });
    apps.push(first);
    const second = await buildTestApp({ env: env(redisUrl!) });
    apps.push(second);
    const address = someAddress();
    const email = `nobody-${randomUUID()}@example.com`;
    const guess = (t: TestApp) => signIn(t, email, 'guess', address);
    const { max } = authPolicy.failedPasswordsPerAddressAndAccount;
    // Half the allowance through each instance: no instance alone reaches it.
    for (let i = 0; i < max / 2; i += 1) {
      expect((await guess(first)).body.code).toBe(first.siteConfig.loginErrorCodes.userNonExistent);
      expect((await guess(second)).body.code).toBe(first.siteConfig.loginErrorCodes.userNonExistent);
    }
    expect(await guess(first)).toMatchObject(failure(429, 'throttled'));
    expect(await guess(second)).toMatchObject(failure(429, 'throttled'));
    // Another address is not held back.
    expect((await signIn(second, email, 'guess', someAddress())).body.code).toBe(first.siteConfig.loginErrorCodes.userNonExistent);
  });
  it('count guesses sent together to two instances from their start: no more than the allowance are checked', async () => {
    const instances = [await buildTestApp({ env: env(redisUrl!) }), await buildTestApp({ env: env(redisUrl!) })];
    apps.push(...instances);
    const address = someAddress();
    const email = `nobody-${randomUUID()}@example.com`;
    const { max } = authPolicy.failedPasswordsPerAddressAndAccount;
    const answers = await Promise.all(Array.from({ length: max + 10 }, (_, i) => signIn(instances[i % 2]!, email, 'guess', address)));
    expect(answers.filter(({ status }) => status === 401)).toHaveLength(max);
    expect(answers.filter(({ status }) => status === 429)).toHaveLength(10);
  });

  it('take back a right password: it does not use up the allowance of an address', async () => {
    const t = await buildTestApp({ env: env(redisUrl!) });
    apps.push(t);
    const member = await createMember(t.app, { email: `office-${randomUUID()}@example.com` });
    const address = someAddress();
    const { max } = authPolicy.failedPasswordsPerAddressAndAccount;
    for (let i = 0; i <= max; i += 1) expect((await signIn(t, member.email, member.password, address)).status).toBe(200);
    expect((await signIn(t, member.email, 'guess', address)).status).toBe(401);
  });
});

describe('failed-guess throttles with Redis down', () => {
  it('let the attempt through with a warning rather than failing the sign-in', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => { lines.push(chunk.toString()); done(); } });
    // Nothing listens on port 1: every call to Redis fails.
    const t = await buildTestApp({ env: env('redis://127.0.0.1:1'), logger: { level: 'warn', stream } });
    apps.push(t);
    const member = await createMember(t.app, { email: 'erlan@example.com' });
    const address = someAddress();
    const { max } = authPolicy.failedPasswordsPerAddressAndAccount;
    for (let i = 0; i <= max; i += 1) {
      expect((await signIn(t, 'nobody@example.com', 'guess', address)).body.code).toBe(t.siteConfig.loginErrorCodes.userNonExistent);
    }
    expect((await signIn(t, member.email, member.password, address)).status).toBe(200);
    expect(lines.some((line) => line.includes('attempt counters (Redis) unavailable: attempt allowed'))).toBe(true);
  });
});
