import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { useLatestRun } from '../../lib/useLatestRun';
import { useReloadWhenOnline } from '../../lib/useReloadWhenOnline';
import { fetchTop10, type Top10 } from './api';
import { cachedTop10, rememberTop10 } from './top10Cache';

export type Top10State =
  | { kind: 'loading' }
  | { kind: 'ready'; entries: Top10; offline: boolean }
  | { kind: 'offline' }
  | { kind: 'error' };

/** The top 10 in a language: from the server, else (offline) the last one this device saw, until the browser is back online. */
export function useTop10(language: string | undefined) {
  const [state, setState] = useState<Top10State>({ kind: 'loading' });
  const key = language ?? 'default';

  const beginLoad = useLatestRun();

  const load = useCallback(async () => {
    // Only the latest load is shown: a list in the language before a change may answer last.
    const signal = beginLoad();
    const show = (next: Top10State) => !signal.aborted && setState(next);
    show({ kind: 'loading' });
    try {
      const entries = await fetchTop10(language);
      void rememberTop10(key, entries);
      show({ kind: 'ready', entries, offline: false });
    } catch (error) {
      if (!(error instanceof ApiError && error.isNetworkError)) return show({ kind: 'error' });
      const cached = await cachedTop10(key);
      show(cached ? { kind: 'ready', entries: cached, offline: true } : { kind: 'offline' });
    }
  }, [language, key, beginLoad]);

  useEffect(() => {
    // Loading the list is the effect's job.
    void load();
  }, [load]);
  useReloadWhenOnline(state.kind === 'offline' || (state.kind === 'ready' && state.offline), load);

  return { state, load };
}
