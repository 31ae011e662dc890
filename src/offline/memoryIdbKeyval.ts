/**
 * idb-keyval over a Map, for tests of code that keeps records on the device: each record is cloned
 * on the way in and out, as IndexedDB does, so a test sees what a later read would.
 */
export function memoryIdbKeyval(records: Map<string, unknown>) {
  return {
    keys: async () => [...records.keys()],
    get: async (key: string) => structuredClone(records.get(key)),
    getMany: async (keys: string[]) => keys.map((key) => structuredClone(records.get(key))),
    set: async (key: string, value: unknown) => void records.set(key, structuredClone(value)),
    del: async (key: string) => void records.delete(key),
  };
}
