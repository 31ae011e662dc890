import { Suspense } from 'react';
import { useSiteConfig } from '../config/siteConfig';
import { optionalLazy } from '../lib/optionalLazy';
import { useToastHost } from './toast';

/** The toasts, or nothing when their code cannot be loaded: a toast must never take the app down. */
const Toasts = optionalLazy(() => import('./Toasts'), 'Toasts');

/** The toasts' place at the bottom centre, mounted once the first toast is asked for. */
export function ToastHost() {
  const { toastDurationMs } = useSiteConfig();
  const active = useToastHost((state) => state.active);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toasts duration={toastDurationMs} />
    </Suspense>
  );
}
