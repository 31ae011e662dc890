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

/**
 * A stored record as the stores read it: JSON text, or none when it is anything else (damaged, or
 * written by something other than this app). None lets a store start from its other sources (the
 * session from its cookie) where a parse error would fail the whole read.
 */
export function readableJson(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    JSON.parse(value);
    return value;
  } catch {
    return null;
  }
}

/**
 * zustand persist storage over IndexedDB (idb-keyval). Where the browser refuses the page its
 * storage (a partner site's iframe with third-party storage blocked: "The user denied permission
 * to access the database"), or has no IndexedDB, it stores nothing: the stores live in memory, and
 * no write, which zustand does not await, rejects uncaught.
 */
export const idbStorage: StateStorage = {
  getItem: (name) => safely(async () => readableJson(await get<unknown>(name)), null),
  setItem: (name, value) => safely(() => set(name, value), undefined),
  removeItem: (name) => safely(() => del(name), undefined),
};
