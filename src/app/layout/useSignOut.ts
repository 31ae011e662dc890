import { signOutToLogin } from '../../stores/sessionStore';
import { useActiveSurveys } from '../../stores/activeSurveysStore';
import { usePendingAnswerCount } from '../../stores/answerQueue';
import { useSignOutConfirmation } from './signOutConfirmation';

/** Log out: to /login, the session store clears credentials, and the member's surveys go. */
export function useSignOut(): () => Promise<void> {
  const clearSurveys = useActiveSurveys((state) => state.clear);
  return async () => {
    await signOutToLogin();
    clearSurveys();
  };
}

/**
 * The Log out control's action: at once, unless answers of this member still wait on this device.
 * Those are sent only when the same member logs in here again, so the member is asked first.
 */
export function useLogOut(): () => void {
  const signOut = useSignOut();
  const pending = usePendingAnswerCount();
  const ask = useSignOutConfirmation((state) => state.ask);
  return () => {
    if (pending > 0) ask();
    else void signOut();
  };
}
