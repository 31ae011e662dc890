import { toast } from '../../components/toast';

/** A validation warning, as a toast (messages are toasts). */
export const warn = (message: string): void => toast(message, { icon: '⚠️', id: 'propose-warning' });
