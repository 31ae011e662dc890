import { useLocation } from 'wouter';
import { useSessionStore } from '../../stores/sessionStore';
import { useActiveSurveys } from '../../features/widgets/activeSurveysStore';

/** Log out (spec section 4): the session store clears credentials; then the app goes to /login. */
export function useSignOut(): () => Promise<void> {
  const signOut = useSessionStore((state) => state.signOut);
  const clearSurveys = useActiveSurveys((state) => state.clear);
  const [, navigate] = useLocation();
  return async () => {
    await signOut();
    clearSurveys();
    navigate('/login');
  };
}
