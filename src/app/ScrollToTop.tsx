import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * The page scrolls to the top on each path change, Back and Forward included (the
 * browser's own restoration of the earlier position is turned off).
 */
export function ScrollToTop() {
  const [path] = useLocation();
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  return null;
}
