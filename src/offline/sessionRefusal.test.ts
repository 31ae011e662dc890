import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusedSessionMessage, refusedSessionOf, REFUSED_SESSION_KEY, SESSION_REFUSED_MESSAGE } from './sessionRefusal';

const records = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  get: vi.fn(async (key: string) => records.get(key)),
  set: vi.fn(async (key: string, value: unknown) => void records.set(key, value)),
  del: vi.fn(async (key: string) => void records.delete(key)),
}));

describe('the worker\'s message about a refused session', () => {
  it('names the refused session, and is read back as its credentials', () => {
    const message = refusedSessionMessage({ userId: 7, token: 'dead' });
    expect(message.type).toBe(SESSION_REFUSED_MESSAGE);
    expect(refusedSessionOf(structuredClone(message))).toEqual({ userId: 7, token: 'dead' });
  });

  it('reads nothing from other messages or malformed ones', () => {
    for (const message of [null, 'SESSION_REFUSED', { type: 'PUSH_MESSAGE', userId: 7, token: 'dead' }, { type: SESSION_REFUSED_MESSAGE }, { type: SESSION_REFUSED_MESSAGE, userId: '7', token: 'dead' }]) {
      expect(refusedSessionOf(message)).toBeNull();
    }
  });
});

describe('the refused session kept for the pages', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    records.clear();
  });

  it('is kept as its credentials alone, read back, then forgotten', async () => {
    vi.stubGlobal('indexedDB', {});
    const { forgetRefusedSession, readRefusedSession, recordRefusedSession } = await import('./sessionRefusal');
    await expect(readRefusedSession()).resolves.toBeNull();
    await recordRefusedSession({ userId: 7, token: 'dead', level: 3 } as never);
    expect(records.get(REFUSED_SESSION_KEY)).toEqual({ userId: 7, token: 'dead' });
    await expect(readRefusedSession()).resolves.toEqual({ userId: 7, token: 'dead' });
    await forgetRefusedSession();
    await expect(readRefusedSession()).resolves.toBeNull();
  });

  it('reads nothing from a malformed record', async () => {
    vi.stubGlobal('indexedDB', {});
    const { readRefusedSession } = await import('./sessionRefusal');
    records.set(REFUSED_SESSION_KEY, { userId: 7 });
    await expect(readRefusedSession()).resolves.toBeNull();
  });
});
