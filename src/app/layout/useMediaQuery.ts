import { useSyncExternalStore } from 'react';

const mediaQueryLists = new Map<string, MediaQueryList>();

/** One MediaQueryList per query for the page's life: a render asks its `matches`, it does not parse the query again. */
function mediaQueryList(query: string): MediaQueryList {
  let list = mediaQueryLists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    mediaQueryLists.set(query, list);
  }
  return list;
}

/** Whether a CSS media query matches now (updates on resize). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query).matches,
    () => false,
  );
}

/** Phones: under 768 px. */
export const PHONE_QUERY = '(max-width: 767px)';
/** Both side columns beside the content: 1024 px and wider. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
