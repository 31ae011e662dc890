import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client';
import { Button } from '../../components/Button';
import { ModalDialog } from '../../components/ModalDialog';
import { useSiteConfig } from '../../config/siteConfig';
import { useUserStore } from '../../stores/userStore';
import { privacyAcceptanceNeeded } from './privacyRules';

type Problem = 'privacy.dialog.failed' | 'privacy.dialog.changed' | null;

/**
 * The privacy dialog (the privacyDialog switch): a member who has not accepted the current policy version
 * reads it (in a new tab, so the dialog stays), accepts it (recorded on the server, so once per version
 * on every device) or declines, which signs them out.
 */
export function PrivacyDialog({ onDecline }: { onDecline(): Promise<void> }) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const details = useUserStore((state) => state.details);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const open = privacyAcceptanceNeeded(details, config.privacyDialog, config.privacyPolicyVersion);

  async function accept(userId: number) {
    setSaving(true);
    setProblem(null);
    try {
      const updated = await call('acceptPrivacyPolicy', { params: { id: String(userId) }, body: { version: config.privacyPolicyVersion } });
      useUserStore.getState().applyServerChange(() => updated);
    } catch (error) {
      setProblem(error instanceof ApiError && error.status === 409 ? 'privacy.dialog.changed' : 'privacy.dialog.failed');
    } finally {
      setSaving(false);
    }
  }

  return (
    // Escape does not dismiss it: the member accepts or declines.
    <ModalDialog open={open} labelledBy="privacy-dialog-title" describedBy="privacy-dialog-text" onCancel={() => undefined} testId="privacy-dialog">
      <h2 id="privacy-dialog-title">{t('privacy.dialog.title')}</h2>
      <p id="privacy-dialog-text">{t('privacy.dialog.text', { version: config.privacyPolicyVersion })}</p>
      <p>
        <a href="/privacy" target="_blank" rel="noopener">{t('privacy.dialog.read')}</a>
      </p>
      {problem && <p role="alert">{t(problem)}</p>}
      {saving && <p role="status">{t('privacy.dialog.saving')}</p>}
      <div className="modal-dialog__actions">
        <Button onClick={() => details && void accept(details.user_id)} busy={saving}>
          {t('privacy.dialog.accept')}
        </Button>
        <Button variant="secondary" onClick={() => void onDecline()} disabled={saving}>{t('privacy.dialog.decline')}</Button>
      </div>
    </ModalDialog>
  );
}
