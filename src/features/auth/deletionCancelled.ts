import type { TFunction } from 'i18next';
import type { LoginResponse } from '@contract/schemas/entities';
import { toast } from '../../components/toast';

/** The confirmation of a deletion request, shown on the sign-in page the member is sent to. */
export const DELETION_REQUESTED_TOAST = 'account-deletion';

/**
 * A sign-in that cancelled the member's open account deletion request (the login response says so,
 * once) is told with a toast, which stays through the redirect after the sign-in; the request's own
 * confirmation, possibly still shown, goes: it no longer holds.
 */
export function announceDeletionCancelled(response: LoginResponse, t: TFunction): void {
  if (response.deletion_cancelled !== true) return;
  toast.dismiss(DELETION_REQUESTED_TOAST);
  toast.success(t('auth.login.deletionCancelled'), { id: 'deletion-cancelled' });
}
