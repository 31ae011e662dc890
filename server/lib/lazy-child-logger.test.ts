import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyChildLoggerFactory } from './lazy-child-logger';

const opened: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
});

/** An app with the lazy request loggers at `level`, the lines it writes, and a count of the children made. */
async function appWithLines(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => { lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>); done(); } });
  // As the app: no request lines of Fastify's own, only what a request writes.
  const app = Fastify({ logger: { level, stream }, logController: new LogController({ disableRequestLogging: true }), childLoggerFactory: lazyChildLoggerFactory });
  opened.push(app);
  const children = vi.spyOn(app.log, 'child');
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/debug', async (request) => {
    request.log.debug({ detail: 1 }, 'a debug line');
    return { ok: true };
  });
  app.get('/twice', async (request) => {
    request.log.info('first');
    request.log.warn({ n: 2 }, 'second');
    return { level: request.log.level };
  });
  app.get('/grandchild', async (request) => {
    request.log.child({ part: 'inner' }).info('from within');
    return { ok: true };
  });
  app.get('/own-level', { logLevel: 'debug' }, async (request) => {
    request.log.debug('wanted here');
    return { ok: true };
  });
  await app.ready();
  return { app, lines, children };
}

describe('the lazy request logger', () => {
  it('makes no child for a request that writes nothing, nor for a line below the level', async () => {
    const { app, lines, children } = await appWithLines('info');
    for (const url of ['/quiet', '/debug']) expect((await app.inject({ url })).statusCode).toBe(200);
    expect(children).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes lines with the request id, one child per request however many lines', async () => {
    const { app, lines, children } = await appWithLines('info');
    const response = await app.inject({ url: '/twice' });
    expect(response.json()).toEqual({ level: 'info' });
    expect(children).toHaveBeenCalledTimes(1);
    expect(lines.map(({ msg, reqId, n }) => ({ msg, reqId, n }))).toEqual([
      { msg: 'first', reqId: 'req-1', n: undefined },
      { msg: 'second', reqId: 'req-1', n: 2 },
    ]);
  });

  it('writes a line below the default level when the app logs at that level', async () => {
    const { app, lines } = await appWithLines('debug');
    await app.inject({ url: '/debug' });
    expect(lines).toEqual([expect.objectContaining({ msg: 'a debug line', detail: 1, reqId: 'req-1' })]);
  });

  it("keeps the request id in a child's lines", async () => {
    const { app, lines } = await appWithLines('info');
    await app.inject({ url: '/grandchild' });
    expect(lines).toEqual([expect.objectContaining({ msg: 'from within', part: 'inner', reqId: 'req-1' })]);
  });

  it('gives a route with its own level an ordinary child at that level', async () => {
    const { app, lines, children } = await appWithLines('info');
    await app.inject({ url: '/own-level' });
    expect(children).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([expect.objectContaining({ msg: 'wanted here', reqId: 'req-1' })]);
  });

  it('is accepted by Fastify as a logger', () => {
    const logger: FastifyBaseLogger = lazyChildLoggerFactory.call(Fastify(), Fastify({ logger: true }).log, { reqId: 'r' }, {}, undefined as never);
    for (const method of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'child'] as const) expect(typeof logger[method]).toBe('function');
    expect(logger.level).toBe('info');
  });
});
