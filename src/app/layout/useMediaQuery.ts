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

/*
 * Widths in em, as the style sheets' breakpoints: an em of a media query is the browser's text size,
 * so with larger text (200 %) the layout takes the narrower screen's columns instead of squeezing
 * the content between the sidebars. At the default 16 px: 768 and 1024 px.
 */
/** Phones: under 48em (768 px). */
export const PHONE_QUERY = '(max-width: 47.99em)';
/** Both side columns beside the content: 64em (1024 px) and wider. */
export const DESKTOP_QUERY = '(min-width: 64em)';
