import { toast } from '../../components/toast';

/** A validation warning of spec section 5, as a toast (spec section 8: messages are toasts). */
export const warn = (message: string): void => toast(message, { icon: '⚠️', id: 'propose-warning' });
