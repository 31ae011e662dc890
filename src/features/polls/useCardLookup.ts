import { useEffect, useState } from 'react';

/**
 * Something looked up for one card, by its id: undefined while it is looked up, or when there is
 * nothing to look up (`id` null); `failed` when the lookup fails. An answer is kept for the card it
 * was asked for only, and a lookup left behind (another card, the page closed) is aborted. `look`
 * must be stable (a module's function).
 */
export function useCardLookup<T>(id: number | null, look: (id: number, signal: AbortSignal) => Promise<T>, failed?: T): T | undefined {
  const [found, setFound] = useState<{ id: number; value: T | undefined } | null>(null);
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    look(id, controller.signal).then(
      (value) => setFound({ id, value }),
      () => !controller.signal.aborted && setFound({ id, value: failed }),
    );
    return () => controller.abort();
  }, [id, look, failed]);
  return id !== null && found?.id === id ? found.value : undefined;
}
