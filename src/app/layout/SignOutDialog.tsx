import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ModalDialog } from '../../components/ModalDialog';
import { usePendingAnswerCount } from '../../stores/answerQueue';
import { useSignOutConfirmation } from './signOutConfirmation';
import { useSignOut } from './useSignOut';

/** Asked before logging out with answers still waiting: they stay on the device until this member logs in here again. */
export function SignOutDialog() {
  const { t } = useTranslation();
  const { asking, dismiss } = useSignOutConfirmation();
  const pending = usePendingAnswerCount();
  const signOut = useSignOut();
  const stay = useRef<HTMLButtonElement>(null);
  // Gone with its layout (signed out in another tab, say): not asked again at the next sign-in.
  useEffect(() => dismiss, [dismiss]);

  const logOut = () => {
    dismiss();
    void signOut();
  };

  return (
    <ModalDialog open={asking} labelledBy="sign-out-dialog-title" describedBy="sign-out-dialog-text" onCancel={dismiss} testId="sign-out-dialog" initialFocus={stay}>
      <h2 id="sign-out-dialog-title">{t('layout.signOut.title')}</h2>
      {/* The queue may empty while the question is open (the connection came back): then it says so. */}
      <p id="sign-out-dialog-text" role="status">{pending > 0 ? t('layout.signOut.text', { count: pending }) : t('layout.signOut.allSent')}</p>
      <div className="modal-dialog__actions">
        <Button onClick={logOut}>{pending > 0 ? t('layout.signOut.confirm') : t('layout.signOut.confirmAllSent')}</Button>
        <Button ref={stay} variant="secondary" onClick={dismiss}>{t('layout.signOut.cancel')}</Button>
      </div>
    </ModalDialog>
  );
}
