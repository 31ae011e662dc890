import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Credentials } from '../api/client';
import { createRevocations, LOGOUT_TIMEOUT_MS, parsePendingLogout, sendLogout, type RevocationStorage } from './pendingRevocations';

afterEach(() => vi.unstubAllGlobals());

function memoryStorage(): RevocationStorage & { records: Map<string, Credentials> } {
  const records = new Map<string, Credentials>();
  const key = (credentials: Credentials) => `${credentials.userId}:${credentials.token}`;
  return {
    records,
    list: async () => [...records.values()],
    write: async (credentials) => void records.set(key(credentials), { ...credentials }),
    remove: async (credentials) => void records.delete(key(credentials)),
  };
}

function setup<S extends RevocationStorage = ReturnType<typeof memoryStorage>>(storage: S = memoryStorage() as RevocationStorage as S) {
  const sent: string[] = [];
  let answer: (credentials: Credentials) => Promise<void> = async () => undefined;
  const revocations = createRevocations({
    storage,
    send: (credentials) => {
      sent.push(`${credentials.userId}:${credentials.token}`);
      return answer(credentials);
    },
  });
  return { revocations, storage, sent, answerWith: (fn: typeof answer) => void (answer = fn) };
}

const old = { userId: 7, token: 'old' };
const failWith = (status: number) => async () => {
  throw new ApiError(status, {});
};

describe('pending revocations', () => {
  it('keeps a signed-out session\'s credentials, and nothing else, until the server ends the session', async () => {
    const t = setup();
    await t.revocations.remember({ ...old, level: 4 } as Credentials);
    expect([...t.storage.records.values()]).toEqual([old]);
    await expect(t.revocations.flush()).resolves.toBe(0);
    expect(t.sent).toEqual(['7:old']);
    expect(t.storage.records.size).toBe(0);
  });

  it('keeps the logout while there is no network, and sends it again when asked', async () => {
    const t = setup();
    t.answerWith(failWith(0));
    await t.revocations.remember(old);
    await expect(t.revocations.flush()).resolves.toBe(1);
    await expect(t.revocations.flush()).resolves.toBe(1);
    expect(t.storage.records.size).toBe(1);
    t.answerWith(async () => undefined);
    await expect(t.revocations.flush()).resolves.toBe(0);
    expect(t.sent).toEqual(['7:old', '7:old', '7:old']);
    expect(t.storage.records.size).toBe(0);
  });

  it('counts a 401 as done: the session is already gone', async () => {
    const t = setup();
    t.answerWith(failWith(401));
    await t.revocations.remember(old);
    await expect(t.revocations.flush()).resolves.toBe(0);
    expect(t.storage.records.size).toBe(0);
    await t.revocations.flush();
    expect(t.sent).toEqual(['7:old']);
  });

  it('keeps a logout the server failed (5xx, 429) and goes on with the others; stops the round when the network is gone', async () => {
    const t = setup();
    await t.revocations.remember(old);
    await t.revocations.remember({ userId: 8, token: 'other' });
    await t.revocations.remember({ userId: 9, token: 'third' });
    t.answerWith(async (credentials) => {
      if (credentials.userId === 7) throw new ApiError(503, {});
      if (credentials.userId === 8) throw new ApiError(0, {});
    });
    await expect(t.revocations.flush()).resolves.toBe(3);
    expect(t.sent).toEqual(['7:old', '8:other']);
    expect(t.storage.records.size).toBe(3);
  });

  it('sends only the stored session\'s credentials: a session signed in since is not part of it', async () => {
    const t = setup();
    t.answerWith(failWith(0));
    await t.revocations.remember(old);
    await t.revocations.flush();
    t.answerWith(async () => undefined);
    await t.revocations.flush();
    expect(t.sent.every((authorization) => authorization === '7:old')).toBe(true);
  });

  it('sends the pages\' and the worker\'s stored logouts, read afresh at every round', async () => {
    const storage = memoryStorage();
    const t = setup(storage);
    await storage.write({ userId: 5, token: 'from-another-tab' });
    await t.revocations.flush();
    expect(t.sent).toEqual(['5:from-another-tab']);
  });

  it('still sends its own sign-out\'s logout where the storage keeps nothing', async () => {
    const t = setup({ list: async () => [], write: async () => undefined, remove: async () => undefined });
    t.answerWith(failWith(0));
    await t.revocations.remember(old);
    await expect(t.revocations.flush()).resolves.toBe(1);
    t.answerWith(async () => undefined);
    await expect(t.revocations.flush()).resolves.toBe(0);
    await t.revocations.flush();
    expect(t.sent).toEqual(['7:old', '7:old']);
  });

  it('runs one round at a time, and a flush asked for meanwhile runs after it', async () => {
    const t = setup();
    let release!: () => void;
    t.answerWith(() => new Promise<void>((resolve) => { release = resolve; }));
    await t.revocations.remember(old);
    const first = t.revocations.flush();
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    await t.revocations.remember({ userId: 8, token: 'other' });
    const second = t.revocations.flush();
    release();
    t.answerWith(async () => undefined);
    await expect(second).resolves.toBe(0);
    await expect(first).resolves.toBe(0);
    expect(t.sent).toEqual(['7:old', '8:other']);
  });
});

describe('sendLogout', () => {
  it('calls logout with the signed-out session\'s own credentials, and a time limit', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await sendLogout(old);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/rest/user/logout');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('7:old');
    expect(timeout).toHaveBeenCalledWith(LOGOUT_TIMEOUT_MS);
    timeout.mockRestore();
  });
});

describe('a stored pending logout', () => {
  it('is read back with its device-token flag, or as bare credentials, and anything else is skipped', () => {
    expect(parsePendingLogout({ userId: 7, token: 't', dropDeviceTokens: true })).toEqual({ userId: 7, token: 't', dropDeviceTokens: true });
    expect(parsePendingLogout({ userId: 7, token: 't', dropDeviceTokens: 'yes' })).toEqual({ userId: 7, token: 't' });
    expect(parsePendingLogout({ userId: 7, token: 't' })).toEqual({ userId: 7, token: 't' });
    expect([parsePendingLogout({ userId: 0, token: 't' }), parsePendingLogout('7:t'), parsePendingLogout(null)]).toEqual([null, null, null]);
  });
});
