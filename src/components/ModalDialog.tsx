import type { ReactNode, RefObject } from 'react';
import { useModalDialog } from './useModalDialog';
import './modalDialog.css';

interface Props {
  open: boolean;
  /** The id of the dialog's heading (inside the children). */
  labelledBy: string;
  /** The id of the text that says what the dialog asks (inside the children), read out with its name. */
  describedBy?: string;
  /** Escape or the close request: the caller decides whether the dialog closes. */
  onCancel(): void;
  children: ReactNode;
  testId?: string;
  /** What takes the focus on closing when the element that opened the dialog cannot (disabled or gone meanwhile). */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** What takes the focus on opening instead of the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The member begins to use the dialog: a key pressed in it, or the pointer over it. */
  onInteract?(): void;
}

/** A native modal <dialog> (focus moves in, the page behind is inert); its content is rendered only while open. */
export function ModalDialog({ open, labelledBy, describedBy, onCancel, children, testId, fallbackFocus, initialFocus, onInteract }: Props) {
  const dialog = useModalDialog(open, fallbackFocus, initialFocus);
  return (
    <dialog
      ref={dialog}
      className="modal-dialog"
      aria-labelledby={labelledBy}
      aria-describedby={open ? describedBy : undefined}
      data-testid={testId}
      onKeyDown={onInteract}
      onPointerEnter={onInteract}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {open && children}
    </dialog>
  );
}
