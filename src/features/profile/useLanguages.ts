import { useEffect, useState } from 'react';
import type { Language } from '@contract/schemas/entities';
import { call } from '../../api/client';

let cache: Promise<Language[]> | null = null;

/** The server's languages (loaded once); a failure is only logged (spec section 8) and leaves an empty list. */
export function useLanguages(): Language[] {
  const [languages, setLanguages] = useState<Language[]>([]);
  useEffect(() => {
    let active = true;
    cache ??= call('getLanguages', {}).catch((error: unknown) => {
      console.error('Failed to load the languages', error);
      cache = null;
      return [];
    });
    void cache.then((list) => {
      if (active) setLanguages(list);
    });
    return () => {
      active = false;
    };
  }, []);
  return languages;
}
