import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { entryValue, entryValues } from './entryState';

/** Writes one value into the current history entry's state, keeping the rest of it and the URL. */
function keepInEntry(key: string, value: unknown): void {
  const state: unknown = window.history.state;
  if (entryValue(state, key) === value) return;
  try {
    window.history.replaceState({ ...entryValues(state), [key]: value }, '');
  } catch {
    // Browsers refuse history writes past a rate (Safari: 100 in 30 s); the view itself is unaffected.
  }
}

/**
 * Events after which another history entry is current while the page may stay mounted: Back or
 * Forward between two entries of one path, and a link to the page already shown (the router's
 * patched pushState announces itself by that name).
 */
const ENTRY_CHANGES = ['popstate', 'pushState'] as const;

/**
 * useState kept in the current browser history entry as well: going Back to the page (or reloading
 * it) shows the view as the member left it, while a new visit starts afresh. The URL stays as it is.
 * `parse` checks what is read back, since a history entry may hold anything.
 */
export function useEntryState<T>(key: string, parse: (stored: unknown) => T): [T, (value: T) => void] {
  const [value, setValue] = useState(() => parse(entryValue(window.history.state, key)));
  const readEntry = useEffectEvent(() => setValue(parse(entryValue(window.history.state, key))));
  useEffect(() => {
    const onEntryChange = () => readEntry();
    for (const type of ENTRY_CHANGES) window.addEventListener(type, onEntryChange);
    return () => {
      for (const type of ENTRY_CHANGES) window.removeEventListener(type, onEntryChange);
    };
  }, []);
  const update = useCallback((next: T) => {
    setValue(next);
    keepInEntry(key, next);
  }, [key]);
  return [value, update];
}
