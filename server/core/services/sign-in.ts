import type { LoginResponse } from '@contract/schemas/entities';
import type { Db } from '../../db/client';
import type { SessionsRepository } from '../repositories/sessions-repository';
import type { UserRow } from '../repositories/users-repository';

export type SignInUser = Pick<UserRow, 'id' | 'level' | 'forecastSegment' | 'panelSegment' | 'agreesContact'>;

/** Issues a session token for the user and answers the spec's login response (section 3). */
export function createSignIn(sessions: SessionsRepository) {
  return async (user: SignInUser, tx?: Db): Promise<LoginResponse> => ({
    token: await sessions.create(user.id, tx),
    user_id: user.id,
    level: user.level,
    forecast_segment: user.forecastSegment,
    panel_segment: user.panelSegment,
    user_agrees_contact: user.agreesContact,
  });
}
export type SignIn = ReturnType<typeof createSignIn>;
