import { Workbox } from 'workbox-window';
import { create } from 'zustand';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

interface UpdateStore {
  /** A new version is installed and waits for the member's Reload. */
  updateReady: boolean;
  applyUpdate(): void;
}

let workbox: Workbox | null = null;

export const useAppUpdate = create<UpdateStore>(() => ({
  updateReady: false,
  applyUpdate() {
    if (!workbox) return;
    // Reload once the new worker has taken over, never before (the prompt flow, design.md section 5).
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  },
}));

let registration: Promise<ServiceWorkerRegistration | undefined> = Promise.resolve(undefined);

/** The worker's registration, for push (getToken needs the app's own registration). */
export const serviceWorkerRegistration = (): Promise<ServiceWorkerRegistration | undefined> => registration;

/** Registers /sw.js (production builds only), checks for updates hourly and reports a waiting one. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => useAppUpdate.setState({ updateReady: true }));
  registration = workbox.register().catch(() => undefined);
  window.setInterval(() => void workbox?.update().catch(() => undefined), UPDATE_CHECK_MS);
}
