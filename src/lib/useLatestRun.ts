import { useCallback, useEffect, useRef } from 'react';

/**
 * The latest of a component's overlapping loads. `begin()` starts a run and aborts the one before;
 * a run's signal is aborted as soon as a newer run begins or the component unmounts (StrictMode's
 * rehearsal unmount included), so a stale answer never overwrites a newer one: a load checks
 * `signal.aborted` before it shows what it got, and passes the signal to its requests.
 */
export function useLatestRun(): () => AbortSignal {
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  return useCallback(() => {
    current.current?.abort();
    const run = new AbortController();
    current.current = run;
    return run.signal;
  }, []);
}
