import { useCallback, useEffect, useState } from 'react';
import { ApiError, CALL_TIMEOUT_MS } from '../api/client';
import { retryWhileBusy } from './busyRetry';
import { useReloadWhenOnline } from './useReloadWhenOnline';

export type Remote<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed'; offline: boolean; retry(): void };

/**
 * Data loaded from the server for a screen. `load` must be stable (useCallback); `key` names what
 * is loaded (a new key shows as loading until its own answer arrives); a new `version` loads the
 * same again in the background (after a change the member made), keeping what is shown meanwhile.
 * A load that failed for want of a network is made again when the browser is back online, so the
 * screen does not keep telling a connected member they are offline; any failure carries `retry`, the
 * member's Try again. A server that answers busy is asked again after the wait it gave, the screen
 * still loading (`retryWhileBusy`). A load the network leaves unanswered ends after CALL_TIMEOUT_MS,
 * as the call does without a signal of its own.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key: string, version = 0): Remote<T> {
  const [loaded, setLoaded] = useState<{ key: string; state: Remote<T> } | null>(null);
  const [attempts, setAttempts] = useState(0);
  const failedOffline = loaded?.key === key && loaded.state.kind === 'failed' && loaded.state.offline;
  const loadAgain = useCallback(() => setAttempts((count) => count + 1), []);
  // The member's Try again: shown as loading until the new answer arrives.
  const retry = useCallback(() => {
    setLoaded(null);
    loadAgain();
  }, [loadAgain]);

  useReloadWhenOnline(failedOffline, loadAgain);

  useEffect(() => {
    const controller = new AbortController();
    let current = true;
    const timer = setTimeout(() => controller.abort(new DOMException('The server did not answer in time', 'TimeoutError')), CALL_TIMEOUT_MS);
    retryWhileBusy(() => load(controller.signal), controller.signal)
      .then(
        (value) => current && setLoaded({ key, state: { kind: 'ready', value } }),
        (error: unknown) => current && setLoaded({ key, state: { kind: 'failed', offline: error instanceof ApiError && error.isNetworkError, retry } }),
      )
      .finally(() => clearTimeout(timer));
    return () => {
      current = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [load, key, version, attempts, retry]);

  return loaded && loaded.key === key ? loaded.state : { kind: 'loading' };
}
