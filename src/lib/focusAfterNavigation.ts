/**
 * Whether a page change (or a dialog closing) left the keyboard's focus nowhere: on the document's body, or on an element
 * the change removed or hid (a menu item that closed with its menu). Focus kept anywhere else, such
 * as a field the new screen focused or a link that is still there, is the member's and stays.
 */
export function focusWasLost(doc: Document): boolean {
  const active = doc.activeElement;
  if (active === null || active === doc.body || !active.isConnected) return true;
  // Where the browser lays out (not in jsdom), a hidden element is no place for focus.
  return typeof active.checkVisibility === 'function' && !active.checkVisibility();
}

/**
 * After a page change or a dialog's closing, moves focus that was lost to the page's main region (its skip-link
 * target), so keyboard and screen reader users continue from the new page's content rather than
 * from the top of the document.
 */
export function focusMainIfLost(doc: Document): void {
  if (!focusWasLost(doc)) return;
  doc.getElementById('main')?.focus({ preventScroll: true });
}
