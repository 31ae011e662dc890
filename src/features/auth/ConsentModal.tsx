import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ModalDialog } from '../../components/ModalDialog';
import { ConsentFields, type Consent } from './ConsentFields';
import { hasConsent } from './validation';

interface Props {
  open: boolean;
  busy: boolean;
  onConfirm(): void;
  /** The deny link, and Escape. */
  onDeny(): void;
}

const NONE: Consent = { agreeTerms: false, agreeProcessing: false };

/** The consent of a social sign-in; confirm only with both agreements ticked, or deny. */
export function ConsentModal({ open, busy, onConfirm, onDeny }: Props) {
  const { t } = useTranslation();
  const [consent, setConsent] = useState(NONE);
  const both = hasConsent(consent.agreeTerms, consent.agreeProcessing);
  return (
    <ModalDialog open={open} labelledBy="consent-title" describedBy="consent-text" onCancel={onDeny} testId="consent-modal">
      <h2 id="consent-title">{t('auth.consentModal.title')}</h2>
      <p id="consent-text">{t('auth.consentModal.text')}</p>
      <ConsentFields value={consent} onChange={(field, checked) => setConsent((current) => ({ ...current, [field]: checked }))} />
      <div className="modal-dialog__actions">
        <Button onClick={onConfirm} disabled={!both} busy={busy}>{t('auth.consentModal.confirm')}</Button>
        <a
          href="/login"
          onClick={(event) => {
            event.preventDefault();
            onDeny();
          }}
        >
          {t('auth.consentModal.deny')}
        </a>
      </div>
    </ModalDialog>
  );
}
