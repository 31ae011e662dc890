import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Spec 2.3: the page scrolls to the top on each path change. */
export function ScrollToTop() {
  const [path] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  return null;
}
