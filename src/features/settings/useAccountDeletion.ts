import { useState } from 'react';
import { toast } from '../../components/toast';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { signOutToLogin } from '../../stores/sessionStore';
import { useActiveSurveys } from '../../stores/activeSurveysStore';
import { deletionErrorKey } from './accountDeletionRules';
import { DELETION_REQUESTED_TOAST } from '../auth/public';

/** Long enough to read the confirmation on the sign-in page. */
const CONFIRMATION_TOAST_MS = 12_000;

/**
 * The member's request to delete the account (POST requestAccountDeletion/{id}): the server signs
 * them out everywhere, so on success the local credentials are cleared and the app goes to /login
 * with the confirmation (signing in again cancels the request). The request's failure message is kept for the dialog.
 */
export function useAccountDeletion() {
  const { t } = useTranslation();
  const clearSurveys = useActiveSurveys((state) => state.clear);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function request(userId: number) {
    setSending(true);
    setProblem(null);
    try {
      await call('requestAccountDeletion', { params: { id: String(userId) } });
    } catch (error) {
      setProblem(deletionErrorKey(error));
      setSending(false);
      return;
    }
    // The server has already revoked every session and sends no push to a member whose request is
    // open (their other devices get them again should they sign in and take it back): nothing is left
    // to revoke, and this device forgets its own token. Push stays as it was should the request fail.
    // The page leaves first, as on Log out, so the next sign-in does not return to the settings.
    await signOutToLogin({ revoke: false });
    clearSurveys();
    toast.success(t('settings.deletion.requested'), { id: DELETION_REQUESTED_TOAST, duration: CONFIRMATION_TOAST_MS });
  }

  return { sending, problem, request, clearProblem: () => setProblem(null) };
}
