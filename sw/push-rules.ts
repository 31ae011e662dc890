/** Pure decisions of the worker's push handling (unit-tested; sw/push.ts applies them). */

import { isPageAddress } from '@contract/rules/page-address';
import { shortened } from '@contract/rules/text-cut';

/** The longest title or text a notification is given, in characters. */
const PUSH_TEXT_LENGTH = 500;

export interface PushPayload {
  title: string;
  body: string;
  questId: string | null;
}

/** `{ notification: { title, body }, data: { quest_id } }` (FCM's shape), tolerant of missing parts. */
export function parsePushPayload(raw: unknown, fallbackTitle: string): PushPayload {
  const record = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const notification = record.notification && typeof record.notification === 'object' ? (record.notification as Record<string, unknown>) : {};
  const data = record.data && typeof record.data === 'object' ? (record.data as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? shortened(value, PUSH_TEXT_LENGTH) : '');
  const quest = data.quest_id;
  const questId = (typeof quest === 'string' || typeof quest === 'number') && /^[0-9]{1,10}$/.test(String(quest)) ? String(quest) : null;
  return { title: text(notification.title) || fallbackTitle, body: text(notification.body), questId };
}

/** Where a push leads: the survey runner of its quest, or the feed. */
export function pushTarget(questId: string | null): string {
  return questId ? `/polls/${questId}?pushNotification=true` : '/app/';
}

/** A push as the member is shown it: the notification's title, text, the page it opens and its tag. */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export function pushNotice(payload: PushPayload): PushNotice {
  return { title: payload.title, body: payload.body, url: pushTarget(payload.questId), tag: payload.questId ? `quest-${payload.questId}` : 'panelist' };
}

/** The system notification's options (shown by the worker, or by a page that may not show the modal). */
export function notificationOptions(notice: PushNotice): NotificationOptions {
  return { body: notice.body, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', tag: notice.tag, data: { url: notice.url } };
}

/** Pages where the in-app modal is not shown: there the page shows the push as a notification. */
export function showsPushModal(pathname: string): boolean {
  return pathname !== '/' && pathname !== '/login';
}

export interface WindowInfo {
  id: string;
  url: string;
  visible: boolean;
  focused: boolean;
  /** Whether this worker controls the window: only such a window can be navigated by it. */
  controlled: boolean;
}

/**
 * The visible app window to hand the push to (the focused one first), or null to show a
 * notification. The page decides between the modal and a notification (`showsPushModal`): a
 * window's URL as the worker sees it is the one it loaded, not where the app has moved since
 * (signed in at /login, the member is in /app while the worker still sees /login). A window of the
 * same site that is no app page (the API's documentation) would drop the push: it is never chosen.
 */
export function windowForModal(windows: readonly WindowInfo[], origin: string): WindowInfo | null {
  const candidates = windows.filter((w) => {
    const at = sameOriginUrl(w.url, origin);
    return w.visible && at !== null && isPageAddress(at.pathname);
  });
  return candidates.find((w) => w.focused) ?? candidates[0] ?? null;
}

/**
 * On a notification click: the window to focus and navigate (focused first, then any visible), or
 * null to open one. Only a window this worker controls can be navigated (a first visit's window is
 * not controlled): an uncontrolled one is never chosen, so the click opens a new window instead.
 */
export function windowForClick(windows: readonly WindowInfo[], origin: string): WindowInfo | null {
  const ours = windows.filter((w) => w.controlled && sameOriginUrl(w.url, origin) !== null);
  return ours.find((w) => w.focused) ?? ours.find((w) => w.visible) ?? ours[0] ?? null;
}

/** The window's address, read once, when it is on this site; null for another site's or an unreadable one. */
function sameOriginUrl(url: string, origin: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? parsed : null;
  } catch {
    return null;
  }
}
