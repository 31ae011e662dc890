interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the service worker for a Background Sync with this tag, where the browser has it and a worker
 * controls the page: only a trigger, the worker's handler does the same work a page would.
 */
export function requestBackgroundSync(tag: string): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & SyncRegistration).sync?.register(tag))
    .catch(() => undefined);
}
