import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { pushTarget, showsPushModal } from '../../sw/push-rules';
import { Button } from '../components/Button';
import { ModalDialog } from '../components/ModalDialog';
import { useSiteConfig } from '../config/siteConfig';
import { useSessionStore } from '../stores/sessionStore';
import { usePushMessages } from './usePushMessages';

/**
 * A push received in the foreground shows a closable modal (not on / or /login), to
 * signed-in members only; elsewhere it is shown as a system notification.
 */
export function PushModal() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const signedInMember = useSessionStore((state) => state.session !== null && !state.session.isGuest);
  const [message, dismiss, hold] = usePushMessages(useSiteConfig().notificationDurationMs, signedInMember && showsPushModal(location));

  return (
    <ModalDialog open={message !== null} labelledBy="push-modal-title" describedBy="push-modal-text" onCancel={dismiss} onInteract={hold} testId="push-modal">
      {message && (
        <>
          <h2 id="push-modal-title">{message.title}</h2>
          {/* A push that came without a text still says why it is there. */}
          <p id="push-modal-text">{message.body || t('pwa.pushWithoutText')}</p>
          <div className="modal-dialog__actions">
            <a href={message.url} target="_blank" rel="noopener" className="button button--primary" onClick={dismiss}>
              {t(message.url === pushTarget(null) ? 'pwa.openPolls' : 'pwa.openSurvey')}
            </a>
            <Button variant="secondary" onClick={dismiss}>{t('pwa.close')}</Button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
