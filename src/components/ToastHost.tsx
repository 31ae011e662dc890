import { Suspense } from 'react';
import { useSiteConfig } from '../config/siteConfig';
import { optionalLazy } from '../lib/optionalLazy';
import { loadToastLibrary, useToastHost } from './toast';

/** The Toaster, or nothing when its code cannot be loaded: a toast must never take the app down. */
const Toaster = optionalLazy(loadToastLibrary, 'Toaster');

/** The toasts' place at the bottom centre, mounted once the first toast is asked for. */
export function ToastHost() {
  const { toastDurationMs } = useSiteConfig();
  const active = useToastHost((state) => state.active);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-center" toastOptions={{ duration: toastDurationMs }} />
    </Suspense>
  );
}
