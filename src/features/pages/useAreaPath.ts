import { useLocation } from 'wouter';

/** Links of static pages stay in their area: /app/faq inside the app, /faq for visitors. */
export function useAreaPath(): (path: string) => string {
  const [location] = useLocation();
  const inApp = location === '/app' || location.startsWith('/app/');
  return (path: string) => (inApp ? `/app${path === '/' ? '/' : path}` : path);
}
