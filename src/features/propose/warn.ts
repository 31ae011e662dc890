import { toast } from '../../components/toast';

/** The one validation warning toast: each new one replaces it; mending its cause or a proposal that passes the checks takes it away. */
export const PROPOSE_WARNING = 'propose-warning';

/** What the warning on screen says (it is one toast, so one text). */
let shownWarning: string | null = null;

/** A validation warning, as a toast (messages are toasts). */
export const warn = (message: string): void => {
  shownWarning = message;
  toast(message, { icon: '⚠️', id: PROPOSE_WARNING });
};

/**
 * Takes the warning away: what it said no longer holds. Given a text, only a warning saying that
 * goes (an edit that mends one problem leaves another's warning in place).
 */
export const clearWarning = (onlyIfSaying?: string): void => {
  if (onlyIfSaying !== undefined && onlyIfSaying !== shownWarning) return;
  shownWarning = null;
  toast.dismiss(PROPOSE_WARNING);
};
