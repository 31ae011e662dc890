import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_JSON_MESSAGE, UNSUPPORTED_BODY_MESSAGE, installErrorHandling } from '../../server/http/error-handler';
import { buildTestApp, call, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';
import { createMember } from '../factories/users';
import { basic, registration } from '../factories/auth';
import { ErrorCode } from '@contract/schemas/errors';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const { as } = contractClient(() => t.app);

describe('HTTP-level bad input', () => {
  it('answers an oversized body with 413 and code 106', async () => {
    const answer = await as(null).call('register', { rawBody: JSON.stringify({ user_surname: 'x'.repeat(200_000) }) });
    expect(answer).toMatchObject(failure(413, 'payloadTooLarge'));
    expect(answer.body).toMatchObject({ error: 'Payload Too Large' });
  });

  it('answers malformed JSON with a 400 and no parser internals', async () => {
    const answer = await as(null).call('register', { rawBody: '{"user_surname": ' });
    expect(answer).toMatchObject(failure(400, 'badInput'));
    const { body } = answer;
    expect(JSON.stringify(body)).not.toMatch(/at .*\.js|node_modules/);
    expect(body.message).toBe(INVALID_JSON_MESSAGE);
  });

  it('names the refused key when a body holds __proto__ or constructor', async () => {
    for (const rawBody of ['{"user_surname":"A","__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
      expect(await as(null).call('register', { rawBody }), rawBody).toMatchObject({ status: 400, body: { code: ErrorCode.badInput, message: INVALID_JSON_MESSAGE } });
    }
  });

  it('answers a malformed or over-long path with the numeric error body, not the router\'s', async () => {
    // A broken percent escape: a path no route name can build.
    const badEscape = await call(t.app, { method: 'GET', url: '/rest/password/%E0%A4%A' });
    expect(badEscape.status).toBe(400);
    expect(badEscape.body).toEqual({ code: ErrorCode.badInput, error: 'Bad Request', message: 'The address is not valid.' });
    const long = await as(null).call('getUser', { params: { id: '9'.repeat(400) } });
    expect(long).toMatchObject(failure(414, 'badInput'));
    expect(long.body).toMatchObject({ message: 'A value in the address is too long.' });
    // A long but plausible e-mail still reaches validation.
    const email = await as(null).call('isEmailValid', { params: { email: `${'a'.repeat(250)}@x.io` } });
    expect(email.status).toBe(400);
    expect(email.body.code).toBeTypeOf('number');
  });

  it('sends a page address with an escaped NUL on to the same address with it as text, not a JSON refusal', async () => {
    for (const [url, location] of [['/app/cardPage/1%00', '/app/cardPage/1%2500'], ['/login?redirectTo=%00', '/login?redirectTo=%2500'], ['/%00', '/%2500']]) {
      const page = await call(t.app, { method: 'GET', url });
      expect(page.status, url).toBe(302);
      expect(page.headers.location).toBe(location);
      const followed = await call(t.app, { method: 'GET', url: location });
      expect(followed.status, location).not.toBe(400);
    }
    // The API keeps its refusal.
    const api = await call(t.app, { method: 'GET', url: '/rest/widget/1%00' });
    expect(api.status).toBe(400);
    expect(api.body.code).toBe(ErrorCode.invalidCharacter);
  });

  it('sends a page address with a broken escape on to the app\'s unknown-page address, not a JSON body', async () => {
    const page = await call(t.app, { method: 'GET', url: '/app/cardPage/%E0%A4%A?ref=%ZZ' });
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/app/cardPage/%25E0%25A4%25A?ref=%ZZ');
    const followed = await call(t.app, { method: 'GET', url: page.headers.location as string });
    expect(followed.status).not.toBe(400);
    // The API and the site's files keep their JSON answer; so do other methods.
    expect((await call(t.app, { method: 'GET', url: '/specific/%E0%A4%A' })).status).toBe(400);
    expect((await call(t.app, { method: 'POST', url: '/%E0%A4%A' })).status).toBe(400);
  });

  it('says what a refused value must be, in words, not the schema\'s pattern', async () => {
    const member = await createMember(t.app);
    const badId = await as(member).call('requestAccountDeletion', { params: { id: '-1' } });
    expect(badId).toMatchObject(failure(400, 'badInput'));
    expect(badId.body).toMatchObject({ message: 'Invalid id: must be a positive integer id, at most 2147483647.' });
    const badFlag = await as(member).call('getStats', { params: { id: '1' }, rawQuery: 'withAgeGroup=yes' });
    expect(badFlag).toMatchObject(failure(400, 'badInput'));
    expect(badFlag.body).toMatchObject({ message: 'Invalid withAgeGroup: must be one of "true", "false", "1", "0".' });
    const badDays = await as(member).call('getUserLog', { params: { days: 'abc' } });
    expect(badDays.body).toMatchObject({ message: 'Invalid days: must be a whole number of days from 1 to 3650.' });
    const twice = await as(member).call('convertPoints', { params: { id: String(member.id) }, rawQuery: 'points=10&points=20&index=0&option=tickets' });
    expect(twice).toMatchObject(failure(400, 'badInput'));
    expect(twice.body).toMatchObject({ message: 'Invalid points: must be given once.' });
    const flagTwice = await as(member).call('getStats', { params: { id: '1' }, rawQuery: 'withAgeGroup=true&withAgeGroup=true' });
    expect(flagTwice).toMatchObject(failure(400, 'badInput'));
    expect(flagTwice.body).toMatchObject({ message: 'Invalid withAgeGroup: must be given once.' });
  });

  it('takes an empty body sent as JSON as no body: a bodyless call answers as it does without the type', async () => {
    const member = await createMember(t.app);
    const json = { 'content-type': 'application/json' };
    const login = await call(t.app, { method: 'POST', url: '/rest/user/login', headers: { ...json, authorization: basic(member.email, member.password) }, payload: '' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ user_id: member.id });
    const deletion = await call(t.app, { method: 'POST', url: `/rest/requestAccountDeletion/${member.id}`, headers: { ...json, authorization: member.authorization }, payload: '' });
    expect(deletion.status).toBe(200);
    // A call that needs a body still says so, in the same words as with none.
    const withType = await call(t.app, { method: 'POST', url: '/rest/user/register', headers: json, payload: '' });
    const withoutType = await call(t.app, { method: 'POST', url: '/rest/user/register' });
    expect(withType.status).toBe(400);
    expect(withType.body).toEqual(withoutType.body);
  });

  it('answers an unsupported content type with a 415 saying what to send', async () => {
    for (const contentType of ['application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const { status, body } = await as(null).call('register', { rawBody: '<a/>', contentType });
      expect(status).toBe(415);
      expect(body).toEqual({ code: ErrorCode.badInput, error: 'Unsupported Media Type', message: UNSUPPORTED_BODY_MESSAGE });
    }
  });

  it('sends an API answer the headers JSON needs: nothing loads, nothing frames or sniffs it', async () => {
    const { headers } = await as(null).call('getLanguages');
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it("sends a page the app's whole Content-Security-Policy", async () => {
    // A static file, not an API route: the contract does not name it.
    const { headers } = await call(t.app, { method: 'GET', url: '/specific/config.json' });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});

/** One request written as raw bytes on a socket; the head and the payload of what comes back before the server closes it. */
async function rawResponse(port: number, request: string): Promise<{ status: number; head: string; payload: string }> {
  const response = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  const [head = '', payload = ''] = response.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, payload };
}

/** The status and the JSON body of a raw request's answer. */
async function rawExchange(port: number, request: string): Promise<{ status: number; body: unknown }> {
  const { status, payload } = await rawResponse(port, request);
  return { status, body: JSON.parse(payload) };
}

describe('requests the HTTP parser refuses, on a listening server', () => {
  it('answers an over-long address and a malformed request with the numeric error body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    expect(await rawExchange(port, `GET /rest/user/${'1'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)).toEqual({
      status: 431, body: { code: ErrorCode.badInput, error: 'Request Header Fields Too Large', message: 'The address or the headers of the request are too long.' },
    });
    expect(await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n')).toEqual({
      status: 400, body: { code: ErrorCode.badInput, error: 'Bad Request', message: 'The request is not valid HTTP.' },
    });
  });
});

describe('addresses with a broken escape, on a listening server', () => {
  // Sent as raw bytes: a client library would read `//host` as a host of its own.
  it('never redirects to an address a browser takes for another site\'s', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    for (const target of ['//evil.example/%', '/\\evil.example/%zz', '/\\/evil.example/%E0%A4%A', 'http://evil.example/%zz']) {
      const { status, head } = await rawResponse(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      const location = /^location: (.*)$/im.exec(head)?.[1];
      expect(status, target).toBe(302);
      expect(location, target).toMatch(/^\//);
      expect(location, target).not.toMatch(/\/[/\\]/);
    }
    // A page of the site's own keeps its redirect to what was typed.
    const own = await rawResponse(port, 'GET /app/cardPage/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(/^location: (.*)$/im.exec(own.head)?.[1]).toBe('/app/cardPage/%25zz');
  });
});

describe('the error handler', () => {
  it('hides the internals of an unexpected failure behind a 500 with code 107', async () => {
    const app = Fastify();
    installErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('relation "users" does not exist at Query.run (/srv/db.js:10:5)');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' }); // a bare Fastify with a failing route of its own
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: ErrorCode.internal, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' });
    await app.close();
  });

  it('logs a failed users insert without the member\'s values: no e-mail, password hash, name or phone', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => { lines.push(chunk.toString()); done(); } });
    const logging = await buildTestApp({ logger: { level: 'error', stream } });
    // A constraint of the test's own makes the insert fail the way no request can.
    await logging.database.db.execute(sql.raw('alter table users add constraint log_probe_no_phone check (phone is null)'));
    try {
      const payload = registration({ user_email: 'victim@example.com', user_surname: 'Zhuldyz', user_phone: '+77019998877' });
      const answer = await contractClient(() => logging.app).as(null).call('register', { body: payload });
      expect(answer).toMatchObject(failure(500, 'internal'));
    } finally {
      await logging.database.db.execute(sql.raw('alter table users drop constraint log_probe_no_phone'));
      await logging.close();
    }
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([expect.objectContaining({
      msg: 'unhandled error',
      reqId: expect.stringMatching(/^req-/),
      err: expect.objectContaining({ query: expect.stringContaining('insert into "users"'), message: expect.stringContaining('log_probe_no_phone') }),
    })]);
    for (const value of ['victim@example.com', 'scrypt$', 'Zhuldyz', '+77019998877']) expect(lines.join('')).not.toContain(value);
  });
});
