import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CALL_TIMEOUT_MS, basicAuthorization, buildPath, call, onSessionRefused, retryAfterMs, setCredentialsSource, type Credentials } from './client';

interface Sent { url: string; init: RequestInit }

function fakeFetch(status: number, body: unknown, sent: Sent[] = []): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
}

afterEach(() => {
  setCredentialsSource(() => null);
  onSessionRefused(() => undefined);
});

describe('buildPath', () => {
  it('fills and encodes path parameters and appends the query', () => {
    expect(buildPath('/rest/user/:id/log/:days', { id: 5, days: 30 })).toBe('/rest/user/5/log/30');
    expect(buildPath('/rest/password/:email', { email: 'a b/c@x.io' })).toBe('/rest/password/a%20b%2Fc%40x.io');
    expect(buildPath('/rest/remote/checkphone', undefined, { user_phone: '+7 700', skip: undefined })).toBe('/rest/remote/checkphone?user_phone=%2B7+700');
  });

  it('refuses a missing parameter rather than calling a wrong path', () => {
    expect(() => buildPath('/rest/user/:id', {})).toThrow(/id/);
  });
});

describe('call', () => {
  it('takes a success that is not JSON (a public Wi-Fi\'s sign-in page) as the network\'s failure, not the server\'s answer', async () => {
    const portal = (async () => new Response('<html>Welcome to Airport WiFi</html>', { status: 200, headers: { 'content-type': 'text/html' } })) as unknown as typeof fetch;
    const failure = call('getActiveQuests', { params: { id: '7' } }, portal);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 0, isNetworkError: true });
  });

  it('reads an error that is not JSON as the status alone', async () => {
    const gateway = (async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })) as unknown as typeof fetch;
    await expect(call('getUser', { params: { id: '7' } }, gateway)).rejects.toMatchObject({ status: 502, code: 502 });
  });

  it('sends the session credentials as {userId}:{token} and returns the body', async () => {
    setCredentialsSource(() => ({ userId: 7, token: 'abc' }));
    const sent: Sent[] = [];
    const user = await call('getUser', { params: { id: '7' } }, fakeFetch(200, { user_id: 7 }, sent));
    expect(user).toEqual({ user_id: 7 });
    expect(sent[0]?.url).toBe('/rest/user/7');
    expect(sent[0]?.init.method).toBe('GET');
    expect((sent[0]?.init.headers as Record<string, string>).authorization).toBe('7:abc');
  });

  it('posts JSON and lets login replace the header with Basic name:password', async () => {
    setCredentialsSource(() => ({ userId: 7, token: 'abc' }));
    const sent: Sent[] = [];
    await call('login', { body: { fingerprint: 'fp' }, authorization: basicAuthorization('ана@x.kz', 'pw') }, fakeFetch(200, {}, sent));
    const headers = sent[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Basic 0LDQvdCwQHgua3o6cHc=');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ fingerprint: 'fp' });
  });

  it('throws ApiError carrying the server\'s code and message', async () => {
    const failure = call('getUser', { params: { id: '1' } }, fakeFetch(403, { code: 102, error: 'Forbidden', message: 'Not yours' }));
    await expect(failure).rejects.toMatchObject({ name: 'ApiError', status: 403, code: 102, message: 'Not yours' });
  });

  it('reports a 401 to a call that carried the stored session as that session refused', async () => {
    setCredentialsSource(() => ({ userId: 7, token: 'expired' }));
    const refused: Credentials[] = [];
    onSessionRefused((credentials) => refused.push(credentials));
    await expect(call('getUser', { params: { id: '7' } }, fakeFetch(401, { code: 101, message: 'Your session has expired.' }))).rejects.toMatchObject({ status: 401 });
    expect(refused).toEqual([{ userId: 7, token: 'expired' }]);
  });

  it('does not count a login\'s 401, another refusal, or a 401 without a stored session as the session refused', async () => {
    const refused: Credentials[] = [];
    onSessionRefused((credentials) => refused.push(credentials));
    await expect(call('getUser', { params: { id: '7' } }, fakeFetch(401, { code: 101 }))).rejects.toBeInstanceOf(ApiError);
    setCredentialsSource(() => ({ userId: 7, token: 'abc' }));
    await expect(call('login', { body: { fingerprint: null }, authorization: basicAuthorization('a@b.kz', 'pw') }, fakeFetch(401, { code: 3 }))).rejects.toBeInstanceOf(ApiError);
    await expect(call('getUser', { params: { id: '8' } }, fakeFetch(403, { code: 102 }))).rejects.toBeInstanceOf(ApiError);
    expect(refused).toEqual([]);
  });

  it("keeps the guest's session when a provider sign-in sent with it is refused for the person (a new one, who registers next)", async () => {
    const refused: Credentials[] = [];
    onSessionRefused((credentials) => refused.push(credentials));
    setCredentialsSource(() => ({ userId: 7, token: 'guest' }));
    await expect(call('login', { body: { fingerprint: null, googleToken: 'id-token' } }, fakeFetch(401, { code: 2, message: 'Non-existent E-mail!' }))).rejects.toMatchObject({ status: 401, code: 2 });
    expect(refused).toEqual([]);
  });

  it('carries the server\'s Retry-After on a refusal', async () => {
    const busy = (async () => new Response(JSON.stringify({ code: 151, error: 'Service Unavailable', message: 'Busy' }), { status: 503, headers: { 'retry-after': '2' } })) as unknown as typeof fetch;
    await expect(call('getLanguages', {}, busy)).rejects.toMatchObject({ status: 503, code: 151, retryAfterMs: 2000 });
    await expect(call('getUser', { params: { id: '1' } }, fakeFetch(403, { code: 102 }))).rejects.toMatchObject({ retryAfterMs: null });
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Tue, 24 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Tue, 24 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

  it('turns a network failure into ApiError status 0', async () => {
    const offline = (async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof fetch;
    const error = await call('getLanguages', {}, offline).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('turns a body cut off mid-read (the page navigated away) into a network error, not a failed call', async () => {
    const cut = (async () => ({ ok: true, status: 200, text: async () => { throw new DOMException('The user aborted a request.', 'AbortError'); } })) as unknown as typeof fetch;
    const error = await call('getLanguages', {}, cut).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('lets the caller\'s own abort through as an AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborting = (async () => { throw new DOMException('aborted', 'AbortError'); }) as unknown as typeof fetch;
    await expect(call('getLanguages', { signal: controller.signal }, aborting)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('ends a call the network leaves unanswered after CALL_TIMEOUT_MS, as a network failure', async () => {
    // A stalled network: the answer never comes, and only the call's signal ends the wait.
    const stalled = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        const signal = init.signal;
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason));
      })) as unknown as typeof fetch;
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => AbortSignal.abort(new DOMException('signal timed out', 'TimeoutError')));
    try {
      const error = await call('getActiveQuests', { params: { id: '7' } }, stalled).catch((e: unknown) => e);
      expect(timeout).toHaveBeenCalledWith(CALL_TIMEOUT_MS);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).isNetworkError).toBe(true);
    } finally {
      timeout.mockRestore();
    }
  });

  it('copes with an error answer that is not JSON', async () => {
    const html = (async () => new Response('<html>bad gateway</html>', { status: 502 })) as unknown as typeof fetch;
    await expect(call('getLanguages', {}, html)).rejects.toMatchObject({ status: 502, code: 502 });
  });
});
