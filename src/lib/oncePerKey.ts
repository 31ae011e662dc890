/**
 * A call that must reach the server once however often a screen asks (an activation link, an
 * unsubscribe link: React's StrictMode runs every effect twice, and a remount asks again): callers
 * with the same key share the first call's promise. A failed call is forgotten, so a later ask tries again.
 */
export function oncePerKey<Args extends unknown[], T>(keyOf: (...args: Args) => string, run: (...args: Args) => Promise<T>): (...args: Args) => Promise<T> {
  const started = new Map<string, Promise<T>>();
  return (...args) => {
    const key = keyOf(...args);
    let pending = started.get(key);
    if (!pending) {
      pending = run(...args);
      started.set(key, pending);
      pending.catch(() => started.delete(key));
    }
    return pending;
  };
}
