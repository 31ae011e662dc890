import { useSessionStore } from '../stores/sessionStore';

/** Puts a session in the store as a sign-in would: a member's, or a guest's. */
export function signedIn(userId: number, isGuest = false): void {
  useSessionStore.setState({ session: { token: 't', user_id: userId, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: !isGuest, isGuest } });
}
