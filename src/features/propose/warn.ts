import { toast } from '../../components/toast';

/** The one validation warning toast: each new one replaces it, a sent proposal takes it away. */
export const PROPOSE_WARNING = 'propose-warning';

/** A validation warning, as a toast (messages are toasts). */
export const warn = (message: string): void => toast(message, { icon: '⚠️', id: PROPOSE_WARNING });
