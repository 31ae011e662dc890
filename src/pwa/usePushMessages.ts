import { useEffect, useState } from 'react';

export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

/** Reads a worker message of type PUSH_MESSAGE (sw/push.ts); anything else is ignored. */
export function pushMessageOf(data: unknown): PushMessage | null {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== 'PUSH_MESSAGE') return null;
  const payload = (data as { payload?: Record<string, unknown> }).payload ?? {};
  const url = typeof payload.url === 'string' && payload.url.startsWith('/') && !payload.url.startsWith('//') ? payload.url : '/app/';
  return { title: String(payload.title ?? ''), body: String(payload.body ?? ''), url };
}

/**
 * The latest push the worker handed to this window while it was visible, until dismissed or until
 * `autoCloseMs` (the site configuration's notificationDurationMs) have passed.
 */
export function usePushMessages(autoCloseMs: number): [PushMessage | null, () => void] {
  const [message, setMessage] = useState<PushMessage | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const received = pushMessageOf(event.data);
      if (received) setMessage(received);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), autoCloseMs);
    return () => clearTimeout(timer);
  }, [message, autoCloseMs]);
  return [message, () => setMessage(null)];
}
