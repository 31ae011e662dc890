import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../server/http/error-handler';
import { buildTestApp, call, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';
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

  it('answers an unsupported content type with a 415', async () => {
    const { status, body } = await as(null).call('register', { rawBody: '<a/>', contentType: 'application/xml' });
    expect(status).toBe(415);
    expect(body).toHaveProperty('code');
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
});
