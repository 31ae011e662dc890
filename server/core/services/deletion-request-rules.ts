/**
 * An account deletion request's life: open from the member's request until an operator completes it
 * (the account is anonymized) or the member cancels it by signing in again. Either ends it for good.
 */
export type DeletionRequestState = 'open' | 'completed' | 'cancelled';

export interface DeletionRequestDates {
  completedAt: Date | null;
  cancelledAt: Date | null;
}

export function deletionRequestState(request: DeletionRequestDates): DeletionRequestState {
  if (request.completedAt !== null) return 'completed';
  if (request.cancelledAt !== null) return 'cancelled';
  return 'open';
}
