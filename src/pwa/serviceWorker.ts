import type { Workbox } from 'workbox-window';
import { create } from 'zustand';
import { afterPageLoad } from '../lib/afterPageLoad';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

interface UpdateStore {
  /** A new version is installed and waits for the member's Reload. */
  updateReady: boolean;
  applyUpdate(): void;
}

let workbox: Workbox | null = null;
/** The member chose Reload: the page reloads once the new worker has taken over. */
let reloadWhenControlled = false;

export const useAppUpdate = create<UpdateStore>(() => ({
  updateReady: false,
  applyUpdate() {
    void applyWaitingUpdate();
  },
}));

/**
 * Reload once the new worker has taken over, never before (the prompt flow).
 * When no worker waits any more (another tab's Reload already handed every tab to it), reload now.
 */
async function applyWaitingUpdate(): Promise<void> {
  if (!workbox) return;
  const current = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
  if (!current?.waiting) {
    window.location.reload();
    return;
  }
  reloadWhenControlled = true;
  workbox.messageSkipWaiting();
}

let registration: Promise<ServiceWorkerRegistration | undefined> = Promise.resolve(undefined);

/** The worker's registration, for push (getToken needs the app's own registration). */
export const serviceWorkerRegistration = (): Promise<ServiceWorkerRegistration | undefined> => registration;

/**
 * Registers /sw.js (production builds only) once the page has loaded and gone idle, checks for
 * updates hourly and reports a waiting one. workbox-window loads then, not with the shell, and the
 * worker's precaching does not compete with the first load.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registration = afterPageLoad()
    .then(() => import('workbox-window'))
    .then(({ Workbox: WorkboxWindow }) => {
      const current = new WorkboxWindow('/sw.js', { scope: '/' });
      workbox = current;
      current.addEventListener('waiting', () => useAppUpdate.setState({ updateReady: true }));
      // Listened to from the start: the new worker may take over before, or without, this tab's Reload.
      current.addEventListener('controlling', () => {
        if (reloadWhenControlled) window.location.reload();
      });
      window.setInterval(() => void current.update().catch(() => undefined), UPDATE_CHECK_MS);
      return current.register();
    })
    .catch(() => undefined);
}
