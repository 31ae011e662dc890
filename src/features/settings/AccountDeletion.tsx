import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ModalDialog } from '../../components/ModalDialog';
import { useAccountDeletion } from './useAccountDeletion';

/** Settings: the request to delete the account, behind a confirmation dialog that opens on Cancel (an Enter too many must not delete). */
export function AccountDeletion({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const deletion = useAccountDeletion();
  const [confirming, setConfirming] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);

  const cancel = () => {
    if (deletion.sending) return;
    deletion.clearProblem();
    setConfirming(false);
  };

  return (
    <section aria-labelledby="account-deletion-title" className="settings-section" data-testid="account-deletion">
      <h2 id="account-deletion-title">{t('settings.deletion.title')}</h2>
      <p>{t('settings.deletion.text')}</p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>{t('settings.deletion.start')}</Button>
      <ModalDialog open={confirming} labelledBy="account-deletion-dialog-title" describedBy="account-deletion-dialog-text" onCancel={cancel} testId="account-deletion-dialog" initialFocus={cancelButton}>
        <h2 id="account-deletion-dialog-title">{t('settings.deletion.confirmTitle')}</h2>
        <p id="account-deletion-dialog-text">{t('settings.deletion.confirmText')}</p>
        {deletion.problem && <p role="alert" className="settings-error">{t(deletion.problem)}</p>}
        {deletion.sending && <p role="status">{t('settings.deletion.sending')}</p>}
        <div className="modal-dialog__actions">
          <Button onClick={() => void deletion.request(userId)} busy={deletion.sending}>
            {t('settings.deletion.confirm')}
          </Button>
          <Button ref={cancelButton} variant="secondary" onClick={cancel} busy={deletion.sending}>{t('settings.deletion.cancel')}</Button>
        </div>
      </ModalDialog>
    </section>
  );
}
