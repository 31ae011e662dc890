import type { TFunction } from 'i18next';
import type { LoginResponse } from '@contract/schemas/entities';
import { toast } from '../../components/toast';

/**
 * A sign-in that cancelled the member's open account deletion request (the login response says so,
 * once) is told with a toast, which stays through the redirect after the sign-in.
 */
export function announceDeletionCancelled(response: LoginResponse, t: TFunction): void {
  if (response.deletion_cancelled === true) toast.success(t('auth.login.deletionCancelled'), { id: 'deletion-cancelled' });
}
