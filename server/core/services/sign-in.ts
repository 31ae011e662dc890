import type { LoginResponse } from '@contract/schemas/entities';
import type { Db } from '../../db/client';
import type { SessionsRepository } from '../repositories/sessions-repository';
import type { UserRow } from '../repositories/users-repository';

export type SignInUser = Pick<UserRow, 'id' | 'level' | 'forecastSegment' | 'panelSegment' | 'agreesContact'>;

/** Cancels the member's open account deletion request in the given transaction; true when one was open. */
export type CancelDeletionOnSignIn = (userId: number, tx: Db) => Promise<boolean>;

/** Issues session tokens and answers the login response. */
export function createSignIn(deps: { db: Db; sessions: SessionsRepository; cancelDeletion: CancelDeletionOnSignIn }) {
  const { db, sessions, cancelDeletion } = deps;

  const response = (user: SignInUser, token: string): LoginResponse => ({
    token,
    user_id: user.id,
    level: user.level,
    forecast_segment: user.forecastSegment,
    panel_segment: user.panelSegment,
    user_agrees_contact: user.agreesContact,
  });

  return {
    /** A new account's first session (activation) or a guest's: it changes nothing else of the account. */
    async newAccountOrGuest(user: SignInUser, tx?: Db): Promise<LoginResponse> {
      return response(user, await sessions.create(user.id, tx));
    },

    /**
     * A member signing in with their credentials (password, SMS code, provider): in the session's
     * transaction an open deletion request of theirs is cancelled, and the response says so.
     */
    async returningMember(user: SignInUser, tx?: Db): Promise<LoginResponse> {
      const signIn = async (work: Db): Promise<LoginResponse> => {
        // The request first: its row lock orders this sign-in against an operator completing it.
        const cancelled = await cancelDeletion(user.id, work);
        const answer = response(user, await sessions.create(user.id, work));
        return cancelled ? { ...answer, deletion_cancelled: true } : answer;
      };
      return tx ? signIn(tx) : db.transaction(signIn);
    },
  };
}
export type SignIn = ReturnType<typeof createSignIn>;
