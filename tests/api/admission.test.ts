import { request } from 'node:http';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installAdmissionControl, RETRY_AFTER_SECONDS } from '../../server/http/admission';
import { installErrorHandling } from '../../server/http/error-handler';
import { DEFAULT_MAX_IN_FLIGHT, readEnv } from '../../server/config/env';
import { buildTestApp, type TestApp } from '../helper';
import { REQUEST_TIMEOUT_MS } from '../../server/app';
import { contractClient, failure } from '../factories/contract-client';
import { ErrorCode } from '@contract/schemas/errors';

/** Yields until `ready()` holds (requests reach their handlers through a few turns of the loop). */
async function until(ready: () => boolean): Promise<void> {
  for (let turns = 0; !ready(); turns += 1) {
    if (turns > 10_000) throw new Error('never ready');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('admission control', () => {
  it('answers 503 with Retry-After at once past the bound, and admits again once requests finish', async () => {
    const app = Fastify();
    installErrorHandling(app);
    const admission = installAdmissionControl(app, 2);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    // A route of this bare app alone, held open by the gate: no contract name exists for it.
    app.get('/rest/slow', async () => { await gate; return { ok: true }; });
    app.get('/index.html', async () => 'shell');
    await app.ready();

    const held = [app.inject('/rest/slow'), app.inject('/rest/slow')];
    await until(() => admission.inFlight() === 2);
    const refused = await app.inject('/rest/slow');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.json()).toEqual({ code: ErrorCode.overloaded, error: 'Service Unavailable', message: 'The server is busy. Please try again in a moment.' });
    // The app's shell is not an API call: still served.
    expect((await app.inject('/index.html')).statusCode).toBe(200);

    open();
    expect((await Promise.all(held)).map((response) => response.statusCode)).toEqual([200, 200]);
    await until(() => admission.inFlight() === 0);
    expect((await app.inject('/rest/slow')).statusCode).toBe(200);
    await app.close();
  });

  it('stops counting a request its client gave up on, once, however it ends', async () => {
    const app = Fastify();
    const admission = installAdmissionControl(app, 2);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    let handled = false;
    app.get('/rest/slow', async () => { await gate; handled = true; return { ok: true }; });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const client = request(`${address}/rest/slow`);
      client.on('error', () => {});
      client.end();
      await until(() => admission.inFlight() === 1);
      client.destroy();
      await until(() => admission.inFlight() === 0);
      // The handler still finishes and its answer goes nowhere: the count is not taken off twice
      // (by the time a later request has gone round, that answer's end has been handled).
      open();
      await until(() => handled);
      expect((await fetch(`${address}/rest/slow`)).status).toBe(200);
      expect(admission.inFlight()).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('does not count a request whose body has not arrived: a stalled upload holds no place', async () => {
    const app = Fastify();
    installErrorHandling(app);
    const admission = installAdmissionControl(app, 1);
    let bodies = 0;
    app.post('/rest/upload', async () => { bodies += 1; return { ok: true }; });
    app.get('/rest/quick', async () => ({ ok: true }));
    const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const stalled = connect(Number(address.port), address.hostname);
    stalled.on('error', () => {});
    try {
      // Headers and one byte of a 1,000-byte body, then nothing more.
      stalled.write('POST /rest/upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
      await new Promise((resolve) => stalled.once('connect', resolve));
      for (let turn = 0; turn < 50; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(admission.inFlight()).toBe(0);
      expect((await fetch(`${address.origin}/rest/quick`)).status).toBe(200);
      expect((await fetch(`${address.origin}/rest/quick`)).status).toBe(200);
      expect(bodies).toBe(0);
    } finally {
      stalled.destroy();
      await app.close();
    }
  });

  it('reads its bound from MAX_IN_FLIGHT, 512 by default, and refuses a bad one', () => {
    expect(readEnv({}).maxInFlight).toBe(DEFAULT_MAX_IN_FLIGHT);
    expect(DEFAULT_MAX_IN_FLIGHT).toBe(512);
    expect(readEnv({ MAX_IN_FLIGHT: '40' }).maxInFlight).toBe(40);
    expect(() => readEnv({ MAX_IN_FLIGHT: 'many' })).toThrow(/MAX_IN_FLIGHT/);
  });
});

describe('the app under its bound', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp({ env: { MAX_IN_FLIGHT: '2' } });
  });
  afterEach(() => t.close());

  it('gives a client slow to send its request REQUEST_TIMEOUT_MS, two minutes, not for ever', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
  });

  it('refuses the requests past MAX_IN_FLIGHT with 503 and serves the others', async () => {
    const { as } = contractClient(() => t.app);
    const responses = await Promise.all(Array.from({ length: 12 }, () => as(null).call('getDefaultChoiceTypes', { params: { langId: '1' } })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    const refused = responses.find((response) => response.status === 503)!;
    expect(refused).toMatchObject(failure(503, 'overloaded'));
    expect(refused.headers['retry-after']).toBe('1');
  });
});
