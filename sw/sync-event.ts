/// <reference lib="webworker" />
// Background Sync (not in TypeScript's worker library yet): the event, and a handler per tag.

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** Runs `work` for every sync event of this tag; a rejection makes the browser try again later. */
export function onSync(tag: string, work: () => Promise<void>): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === tag) sync.waitUntil(work());
  });
}
