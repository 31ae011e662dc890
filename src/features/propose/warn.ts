import { toast } from '../../components/toast';

/** The one validation warning toast: each new one replaces it; mending its cause or a proposal that passes the checks takes it away. */
export const PROPOSE_WARNING = 'propose-warning';

/** A validation warning, as a toast (messages are toasts). */
export const warn = (message: string): void => toast(message, { icon: '⚠️', id: PROPOSE_WARNING });

/** Takes the warning away: what it said no longer holds. */
export const clearWarning = (): void => toast.dismiss(PROPOSE_WARNING);
