/// <reference lib="webworker" />
// The worker's own push handling (no Firebase inside the worker).
import { notificationOptions, parsePushPayload, pushNotice, pushTarget, windowForClick, windowForModal, type WindowInfo } from './push-rules';

declare const self: ServiceWorkerGlobalScope;

const APP_NAME = 'Panelist';

async function appWindows(): Promise<{ info: WindowInfo; client: WindowClient }[]> {
  const [all, controlled] = await Promise.all([
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
    self.clients.matchAll({ type: 'window' }),
  ]);
  const controlledIds = new Set(controlled.map((client) => client.id));
  return all.map((client) => ({
    client,
    info: { id: client.id, url: client.url, visible: client.visibilityState === 'visible', focused: client.focused, controlled: controlledIds.has(client.id) },
  }));
}

/** Focuses the window and navigates it; false when the browser refuses (the window is not ours to navigate). */
async function focusAndNavigate(client: WindowClient, target: string): Promise<boolean> {
  try {
    const focused = await client.focus();
    return (await focused.navigate(target)) !== null;
  } catch {
    return false;
  }
}

async function onPush(event: PushEvent): Promise<void> {
  let raw: unknown;
  try {
    raw = event.data?.json();
  } catch {
    // A plain-text push: show its text.
    raw = { notification: { body: event.data?.text() ?? '' } };
  }
  const notice = pushNotice(parsePushPayload(raw, APP_NAME));
  const windows = await appWindows();
  const modalWindow = windowForModal(windows.map((w) => w.info), self.location.origin);
  if (modalWindow) {
    // The page shows the modal, or the notification itself where it may not (a visitor's page).
    windows.find((w) => w.info.id === modalWindow.id)?.client.postMessage({ type: 'PUSH_MESSAGE', payload: notice });
    return;
  }
  await self.registration.showNotification(notice.title, notificationOptions(notice));
}

async function onNotificationClick(event: NotificationEvent): Promise<void> {
  event.notification.close();
  const target = typeof event.notification.data?.url === 'string' ? event.notification.data.url : pushTarget(null);
  const windows = await appWindows();
  const chosen = windowForClick(windows.map((w) => w.info), self.location.origin);
  const client = windows.find((w) => w.info.id === chosen?.id)?.client;
  if (client && (await focusAndNavigate(client, target))) return;
  await self.clients.openWindow(target);
}

export function installPushHandlers(): void {
  self.addEventListener('push', (event) => event.waitUntil(onPush(event)));
  self.addEventListener('notificationclick', (event) => event.waitUntil(onNotificationClick(event)));
}
