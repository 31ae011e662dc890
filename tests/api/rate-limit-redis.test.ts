import { randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';

/** A reset link request from one client address to one instance. */
const askReset = (t: TestApp, remoteAddress: string) =>
  contractClient(() => t.app).as(null).call('requestPasswordReset', { params: { email: 'someone@example.com' }, remoteAddress });

const redisUrl = process.env.REDIS_URL;

// .ci/run sets REDIS_URL (starting Debian's redis-server when none answers); without it, skipped.
describe.skipIf(!redisUrl)('rate limits in Redis', () => {
  const apps: TestApp[] = [];
  // The first app of a worker migrates its database: slower than a test may take.
  beforeAll(async () => {
    apps.push(await buildTestApp());
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it('hold across two instances: one limit, whichever instance counts', async () => {
    const first = await buildTestApp({ env: { REDIS_URL: redisUrl! } });
    apps.push(first);
    const second = await buildTestApp({ env: { REDIS_URL: redisUrl! } });
    apps.push(second);
    // An address of its own: other test runs share this Redis.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const ask = (t: TestApp) => askReset(t, remoteAddress);
    // The reset link allows 10 a minute from one address: 5 through each instance.
    for (let i = 0; i < 5; i += 1) {
      expect((await ask(first)).status).toBe(200);
      expect((await ask(second)).status).toBe(200);
    }
    const refused = await ask(first);
    expect(refused).toMatchObject(failure(429, 'throttled'));
    expect((await ask(second)).status).toBe(429);
  });

  it('are per instance without REDIS_URL', async () => {
    const first = await buildTestApp();
    apps.push(first);
    const second = await buildTestApp();
    apps.push(second);
    const ask = (t: TestApp) => askReset(t, '10.0.0.9');
    for (let i = 0; i < 6; i += 1) expect((await ask(first)).status).toBe(200);
    for (let i = 0; i < 6; i += 1) expect((await ask(second)).status).toBe(200);
  });
});

describe('rate limits with Redis down', () => {
  it('let requests through, each answered without waiting for a reconnection, and say so once per outage', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => { lines.push(chunk.toString()); done(); } });
    // Nothing listens on port 1: every connection attempt fails.
    const t = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' }, logger: { level: 'warn', stream } });
    try {
      // Waiting for a reconnection (ioredis' offline queue) held each request 2-4 s: 20 of them would outlast the test.
      for (let i = 0; i < 20; i += 1) expect((await askReset(t, '10.0.0.10')).status).toBe(200);
      expect(lines.filter((line) => line.includes('rate-limit store (Redis) unavailable'))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
