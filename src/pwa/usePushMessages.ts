import { useEffect, useRef, useState } from 'react';
import { notificationOptions, type PushNotice } from '../../sw/push-rules';

export type PushMessage = PushNotice;

/** Reads a worker message of type PUSH_MESSAGE (sw/push.ts); anything else is ignored. */
export function pushMessageOf(data: unknown): PushMessage | null {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== 'PUSH_MESSAGE') return null;
  const payload = (data as { payload?: Record<string, unknown> }).payload ?? {};
  const url = typeof payload.url === 'string' && payload.url.startsWith('/') && !payload.url.startsWith('//') ? payload.url : '/app/';
  const tag = typeof payload.tag === 'string' && payload.tag !== '' ? payload.tag : 'panelist';
  return { title: String(payload.title ?? ''), body: String(payload.body ?? ''), url, tag };
}

/** Shows the push as the worker would have: a system notification. */
async function showAsNotification(message: PushMessage): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.ready;
    await registration.showNotification(message.title, notificationOptions(message));
  } catch {
    // No permission or no worker any more: the push is not shown.
  }
}

/**
 * The latest push the worker handed to this window while it was visible, until dismissed or until
 * `autoCloseMs` (the site configuration's notificationDurationMs) have passed. While `showsModal`
 * is false (a visitor, a guest, / or /login) a push arriving is shown as a system notification instead.
 */
export function usePushMessages(autoCloseMs: number, showsModal: boolean): [PushMessage | null, () => void] {
  const [message, setMessage] = useState<PushMessage | null>(null);
  const showsModalNow = useRef(showsModal);
  useEffect(() => {
    showsModalNow.current = showsModal;
  }, [showsModal]);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const received = pushMessageOf(event.data);
      if (!received) return;
      if (showsModalNow.current) setMessage(received);
      else void showAsNotification(received);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), autoCloseMs);
    return () => clearTimeout(timer);
  }, [message, autoCloseMs]);
  return [showsModal ? message : null, () => setMessage(null)];
}
