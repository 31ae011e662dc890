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

/**
 * After a page change: focus that was lost, or left behind the new page's content (on a footer link or
 * a widget below the main region, which the member followed), goes to the main region, so the next Tab
 * starts in the new content, not at the bottom of the page. Focus before it (the header, the menu) stays.
 */
export function focusMainAfterPageChange(doc: Document): void {
  const main = doc.getElementById('main');
  const active = doc.activeElement;
  const leftBehind = main !== null && active !== null && !main.contains(active) && (main.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  if (leftBehind || focusWasLost(doc)) main?.focus({ preventScroll: true });
}
