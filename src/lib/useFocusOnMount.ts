import { useEffect, useRef } from 'react';

/**
 * Focuses the element behind the returned ref once, when it mounts, if `active`: for a part of the
 * page that replaces the control the member just pressed (which took the keyboard's focus with it).
 * The element should be focusable (a heading with tabIndex -1).
 */
export function useFocusOnMount<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  const wanted = useRef(active);
  useEffect(() => {
    if (wanted.current) ref.current?.focus();
  }, []);
  return ref;
}
