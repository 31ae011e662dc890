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
    // A frame later, once the new screen has mounted and focused what it wants.
    const frame = requestAnimationFrame(() => focusMainIfLost(document));
    return () => cancelAnimationFrame(frame);
  }, [path]);
  return null;
}
