import { signOutToLogin } from '../../stores/sessionStore';
import { useActiveSurveys } from '../../stores/activeSurveysStore';

/** Log out: to /login, the session store clears credentials, and the member's surveys go. */
export function useSignOut(): () => Promise<void> {
  const clearSurveys = useActiveSurveys((state) => state.clear);
  return async () => {
    await signOutToLogin();
    clearSurveys();
  };
}
