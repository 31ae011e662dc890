import type { Db } from '../../db/client';
import type { DeletionRequestsRepository } from '../repositories/deletion-requests-repository';
import type { DeviceTokensRepository } from '../repositories/device-tokens-repository';
import type { RaffleRepository } from '../repositories/raffle-repository';
import type { SessionsRepository } from '../repositories/sessions-repository';
import type { UserLogRepository } from '../repositories/user-log-repository';
import { deletionRequestState } from './deletion-request-rules';

/** The e-mail an anonymized account keeps: unique, and never deliverable (.invalid, RFC 2606). */
export const deletedEmail = (userId: number): string => `deleted-${userId}@deleted.invalid`;

export type CompletionOutcome =
  | { requestId: number; userId: number; completed: true }
  | { requestId: number; completed: false; reason: 'not-found' | 'already-completed' | 'cancelled' };

/**
 * Account deletion: the member asks (and is signed out everywhere at once); an operator completes
 * the request, which anonymizes the account rather than deleting its rows, so the points ledger,
 * answers and statistics stay consistent. Its raffle tickets of months not drawn yet go, so the
 * account wins no later draw. A member who signs in again before that cancels the request.
 */
export function createAccountDeletionService(deps: {
  db: Db; deletionRequests: DeletionRequestsRepository; sessions: SessionsRepository; deviceTokens: DeviceTokensRepository; userLog: UserLogRepository;
  raffle: Pick<RaffleRepository, 'deleteUndrawnTicketsOf'>;
}) {
  const { db, deletionRequests, sessions, deviceTokens, userLog, raffle } = deps;

  /** Anonymizes the account of an open request and marks the request completed, all or nothing. */
  async function complete(requestId: number): Promise<CompletionOutcome> {
    const request = await deletionRequests.byId(requestId);
    if (!request) return { requestId, completed: false, reason: 'not-found' };
    const done = await db.transaction(async (tx) => {
      // Claimed first: of two operators completing the same request, or an operator and the member
      // signing in again, one wins; a request no longer open is left as it is.
      if (!(await deletionRequests.markCompleted(requestId, tx))) return false;
      await deletionRequests.anonymizeAccount(request.userId, deletedEmail(request.userId), tx);
      await deviceTokens.deleteAllOf(request.userId, tx);
      await raffle.deleteUndrawnTicketsOf(request.userId, tx);
      await sessions.revokeAllOf(request.userId, tx);
      return true;
    });
    if (done) return { requestId, userId: request.userId, completed: true };
    const closed = (await deletionRequests.byId(requestId)) ?? request;
    return { requestId, completed: false, reason: deletionRequestState(closed) === 'cancelled' ? 'cancelled' : 'already-completed' };
  }

  return {
    /** Records the request (once while open) and revokes every session of the member. */
    async request(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (await deletionRequests.open(userId, tx)) {
          await userLog.write(userId, 'account_deletion_requested', 'Account deletion requested', {}, tx);
        }
        await sessions.revokeAllOf(userId, tx);
      });
    },

    /**
     * A member's sign-in (password, SMS code, provider) cancels their open request, in the sign-in's
     * transaction, with a line in My activity; true when one was open.
     */
    async cancelOnSignIn(userId: number, tx: Db): Promise<boolean> {
      if (!(await deletionRequests.cancelOpen(userId, tx))) return false;
      await userLog.write(userId, 'account_deletion_cancelled', 'Account deletion cancelled', {}, tx);
      return true;
    },

    complete,

    async completeAllOpen(): Promise<CompletionOutcome[]> {
      const outcomes: CompletionOutcome[] = [];
      for (const request of await deletionRequests.listOpen()) outcomes.push(await complete(request.id));
      return outcomes;
    },

    listOpen: () => deletionRequests.listOpen(),
  };
}
export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
