import { afterEach, describe, expect, it, vi } from 'vitest';

const denied = () => Promise.reject(new DOMException('The user denied permission to access the database.', 'UnknownError'));

vi.mock('idb-keyval', () => ({ get: vi.fn(denied), set: vi.fn(denied), del: vi.fn(denied) }));

describe('a stored record as the stores read it', () => {
  it('is its JSON text, or none when damaged or not text, so a store starts from its other sources', async () => {
    const { readableJson } = await import('./idbStorage');
    expect(readableJson('{"state":{"session":null},"version":1}')).toBe('{"state":{"session":null},"version":1}');
    expect(readableJson('garbage{')).toBeNull();
    expect(readableJson({ state: {} })).toBeNull();
    expect(readableJson(undefined)).toBeNull();
  });
});

describe('idbStorage where the browser denies the page its storage (a third-party iframe)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('reads nothing and writes nothing, without rejecting', async () => {
    vi.stubGlobal('indexedDB', {});
    const { idbStorage } = await import('./idbStorage');
    await expect(idbStorage.getItem('session')).resolves.toBeNull();
    await expect(idbStorage.setItem('session', '{}')).resolves.toBeUndefined();
    await expect(idbStorage.removeItem('session')).resolves.toBeUndefined();
  });

  it('keeps a persisted store working in memory, with no unhandled rejection', async () => {
    vi.stubGlobal('indexedDB', {});
    const { idbStorage } = await import('./idbStorage');
    const { createStore } = await import('zustand/vanilla');
    const { createJSONStorage, persist } = await import('zustand/middleware');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const store = createStore(persist<{ count: number }>(() => ({ count: 0 }), { name: 'denied', storage: createJSONStorage(() => idbStorage) }));
      store.setState({ count: 1 });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(store.getState().count).toBe(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
