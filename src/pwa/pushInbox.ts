import { create } from 'zustand';
import type { PushNotice } from '../../sw/push-rules';

export type PushMessage = PushNotice;

/** Reads a worker message of type PUSH_MESSAGE (sw/push.ts); anything else is ignored. */
export function pushMessageOf(data: unknown): PushMessage | null {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== 'PUSH_MESSAGE') return null;
  const payload = (data as { payload?: Record<string, unknown> }).payload ?? {};
  const url = typeof payload.url === 'string' && payload.url.startsWith('/') && !payload.url.startsWith('//') ? payload.url : '/app/';
  const tag = typeof payload.tag === 'string' && payload.tag !== '' ? payload.tag : 'panelist';
  return { title: String(payload.title ?? ''), body: String(payload.body ?? ''), url, tag };
}

/** The latest push the worker handed to this window that the push modal has not taken yet. */
export const usePushInbox = create<{ waiting: PushMessage | null }>(() => ({ waiting: null }));

/**
 * Listens for the worker's pushes from boot: the push modal loads after the first paint, and a push
 * handed to the window before then (the worker shows no notification for it) waits here for it.
 */
export function listenForPushMessages(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const received = pushMessageOf(event.data);
    if (received) usePushInbox.setState({ waiting: received });
  });
}
