import { useEffect, useState } from 'react';
import type { Language } from '@contract/schemas/entities';
import { call } from '../../api/client';

let cache: Promise<Language[]> | null = null;

/** The server's languages, loaded once; a failure is only logged, gives an empty list, and is asked again next time. */
export function loadLanguages(): Promise<Language[]> {
  cache ??= call('getLanguages', {}).catch((error: unknown) => {
    console.error('Failed to load the languages', error);
    cache = null;
    return [];
  });
  return cache;
}

/** The server's languages (see loadLanguages), an empty list until they have loaded. */
export function useLanguages(): Language[] {
  const [languages, setLanguages] = useState<Language[]>([]);
  useEffect(() => {
    let active = true;
    void loadLanguages().then((list) => {
      if (active) setLanguages(list);
    });
    return () => {
      active = false;
    };
  }, []);
  return languages;
}
