import { useEffect, useRef, useState } from 'react';
import { notificationOptions } from '../../sw/push-rules';
import { usePushInbox, type PushMessage } from './pushInbox';

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
 * `autoCloseMs` (the site configuration's notificationDurationMs) have passed, unless the member
 * has begun to use it (`hold`: a key pressed or the pointer in it), which keeps it until they close it.
 * While `showsModal` is false (a visitor, a guest, / or /login) a push arriving is shown as a system
 * notification instead.
 */
export function usePushMessages(autoCloseMs: number, showsModal: boolean): [PushMessage | null, () => void, () => void] {
  const [message, setMessage] = useState<PushMessage | null>(null);
  const [held, setHeld] = useState(false);
  const showsModalNow = useRef(showsModal);
  useEffect(() => {
    showsModalNow.current = showsModal;
  }, [showsModal]);
  // Each push waiting in the inbox (one that came before this hook's code had loaded too) is taken once.
  const waiting = usePushInbox((state) => state.waiting);
  useEffect(() => {
    if (!waiting) return;
    usePushInbox.setState({ waiting: null });
    if (showsModalNow.current) {
      setMessage(waiting);
      setHeld(false);
    } else void showAsNotification(waiting);
  }, [waiting]);
  useEffect(() => {
    if (!message || held) return;
    const timer = setTimeout(() => setMessage(null), autoCloseMs);
    return () => clearTimeout(timer);
  }, [message, autoCloseMs, held]);
  return [showsModal ? message : null, () => setMessage(null), () => setHeld(true)];
}
