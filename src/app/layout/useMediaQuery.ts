import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now (updates on resize). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phones: under 768 px. */
export const PHONE_QUERY = '(max-width: 767px)';
/** Both side columns beside the content: 1024 px and wider. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
