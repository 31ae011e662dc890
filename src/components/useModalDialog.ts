import { useEffect, useRef, type RefObject } from 'react';
import { focusMainIfLost, focusWasLost } from '../lib/focusAfterNavigation';

/**
 * Opens a native <dialog> as a modal while `open` (focus moves into it, the page behind is inert) and
 * closes it after. Closing, the browser gives the focus back to what opened the dialog; when that
 * cannot take it (disabled or gone meanwhile) the focus would fall to the page's body, so
 * `fallbackFocus` takes it instead, else the page's main region. Opening, the browser focuses the
 * dialog's first control unless `initialFocus` names another (a safe one, where Enter pressed again
 * must not act).
 */
export function useModalDialog(
  open: boolean,
  fallbackFocus?: RefObject<HTMLElement | null>,
  initialFocus?: RefObject<HTMLElement | null>,
): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal?.();
      initialFocus?.current?.focus();
    }
    if (!open && element.open) {
      element.close();
      if (focusWasLost(document)) fallbackFocus?.current?.focus();
      // A dialog that opened by itself (on load, on a push) had no opener: the page's content takes the focus.
      focusMainIfLost(document);
    }
  }, [open, fallbackFocus, initialFocus]);
  return dialog;
}
