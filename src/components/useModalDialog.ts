import { useEffect, useRef, type RefObject } from 'react';

/** Opens a native <dialog> as a modal while `open` (focus moves into it, the page behind is inert) and closes it after. */
export function useModalDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
