import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openKeepAlive, requestText, takeResponse } from './keep-alive-client';

const response = (head: string, body: string) => Buffer.from(`${head}\r\n\r\n${body}`);

describe('takeResponse', () => {
  it('takes a whole response and leaves what follows it', () => {
    const received = Buffer.concat([response('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 8', '{"id":7}'), Buffer.from('HTTP/1.1')]);
    const taken = takeResponse(received);
    expect(taken?.response.status).toBe(200);
    expect(taken?.response.body.toString()).toBe('{"id":7}');
    expect(taken?.rest.toString()).toBe('HTTP/1.1');
  });

  it('waits while the head or the body is incomplete', () => {
    expect(takeResponse(Buffer.from('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n'))).toBeUndefined();
    expect(takeResponse(response('HTTP/1.1 200 OK\r\ncontent-length: 8', '{"id"'))).toBeUndefined();
  });

  it('reads the status of a failure and the length in any case', () => {
    const taken = takeResponse(response('HTTP/1.1 503 Service Unavailable\r\nretry-after: 1\r\nCONTENT-LENGTH: 2', '{}'));
    expect(taken?.response.status).toBe(503);
    expect(taken?.response.body.toString()).toBe('{}');
  });

  it('takes an empty body', () => {
    expect(takeResponse(response('HTTP/1.1 204 No Content\r\ncontent-length: 0', ''))?.response.body.length).toBe(0);
  });

  it('refuses what it cannot frame or is not HTTP/1.1', () => {
    expect(() => takeResponse(response('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked', '2\r\n{}\r\n0\r\n\r\n'))).toThrow(/Content-Length/);
    expect(() => takeResponse(response('SSH-2.0 hello', ''))).toThrow(/not an HTTP/);
  });
});

describe('requestText', () => {
  it('makes a GET with the host and the headers given', () => {
    expect(requestText('GET', '/rest/user/1', '127.0.0.1:80', { authorization: '1:t' })).toBe('GET /rest/user/1 HTTP/1.1\r\nhost: 127.0.0.1:80\r\nauthorization: 1:t\r\n\r\n');
  });

  it("gives a body its length in bytes, not characters", () => {
    const text = requestText('POST', '/rest/x', 'h', { 'content-type': 'application/json' }, '{"a":"é"}');
    expect(text).toBe('POST /rest/x HTTP/1.1\r\nhost: h\r\ncontent-type: application/json\r\ncontent-length: 10\r\n\r\n{"a":"é"}');
  });
});

describe('openKeepAlive', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const listen = (handler: Parameters<typeof createServer>[1]) =>
    new Promise<number>((resolve) => {
      server = createServer(handler).listen(0, '127.0.0.1', () => resolve((server!.address() as AddressInfo).port));
    });

  it('sends requests one after another on one connection', async () => {
    const sockets = new Set<unknown>();
    const port = await listen((request, reply) => {
      sockets.add(request.socket);
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => reply.setHeader('content-type', 'application/json').end(JSON.stringify({ method: request.method, url: request.url, auth: request.headers.authorization, body })));
    });
    const connection = await openKeepAlive(port);
    const first = await connection.send('GET', '/one', { authorization: '1:t' });
    const second = await connection.send('POST', '/two', { 'content-type': 'application/json' }, '{"a":1}');
    connection.close();
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body.toString())).toEqual({ method: 'GET', url: '/one', auth: '1:t', body: '' });
    expect(JSON.parse(second.body.toString())).toEqual({ method: 'POST', url: '/two', body: '{"a":1}' });
    expect(sockets.size).toBe(1);
    expect(connection.closed).toBe(false);
  });

  it('fails a request whose connection the server closes', async () => {
    const port = await listen((request) => request.socket.destroy());
    const connection = await openKeepAlive(port);
    await expect(connection.send('GET', '/', {})).rejects.toThrow(/closed|ECONNRESET/);
    expect(connection.closed).toBe(true);
    await expect(connection.send('GET', '/', {})).rejects.toThrow(/closed/);
  });

  it('fails a response it cannot frame', async () => {
    const port = await listen((_request, reply) => {
      reply.write('{');
      reply.end('}');
    });
    const connection = await openKeepAlive(port);
    await expect(connection.send('GET', '/', {})).rejects.toThrow(/Content-Length/);
  });
});
