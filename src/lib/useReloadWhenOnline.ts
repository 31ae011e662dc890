import { useEffect } from 'react';

/**
 * Loads again when the browser comes back online, while `waiting` says the screen shows what it
 * could not load for want of a network (or a copy kept on the device): a connected member should
 * not keep reading "You are offline". `reload` must be stable (useCallback).
 */
export function useReloadWhenOnline(waiting: boolean, reload: () => void): void {
  useEffect(() => {
    if (!waiting) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [waiting, reload]);
}
