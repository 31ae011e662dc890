import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { focusMainIfLost } from './focusAfterNavigation';

/** On each path change, focus the new page's main region if the change lost focus. */
export function FocusOnNavigation() {
  const [path] = useLocation();
  const focusedFor = useRef(path);
  useEffect(() => {
    if (focusedFor.current === path) return;
    focusedFor.current = path;
    let observer: MutationObserver | undefined;
    // A frame later, once the new screen has mounted and focused what it wants.
    const frame = requestAnimationFrame(() => {
      if (document.getElementById('main')) return focusMainIfLost(document);
      // The new page's frame is still loading (the member's area after signing in): wait for its main region.
      observer = new MutationObserver(() => {
        if (!document.getElementById('main')) return;
        observer?.disconnect();
        focusMainIfLost(document);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [path]);
  return null;
}
