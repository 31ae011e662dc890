import { del, get, set } from 'idb-keyval';
import type { StateStorage } from 'zustand/middleware';

const hasIndexedDb = typeof indexedDB !== 'undefined';

/** Runs an IndexedDB read or write; without IndexedDB, or when it fails, the fallback (the device cache is best effort). */
export async function safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  if (!hasIndexedDb) return fallback;
  try {
    return await work();
  } catch {
    return fallback;
  }
}

/** zustand persist storage over IndexedDB (idb-keyval); falls back to nothing when IndexedDB is missing. */
export const idbStorage: StateStorage = {
  async getItem(name) {
    if (typeof indexedDB === 'undefined') return null;
    const value = await get<string>(name);
    return value ?? null;
  },
  async setItem(name, value) {
    if (typeof indexedDB === 'undefined') return;
    await set(name, value);
  },
  async removeItem(name) {
    if (typeof indexedDB === 'undefined') return;
    await del(name);
  },
};
