import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { showsPushModal } from '../../sw/push-rules';
import { useModalDialog } from '../components/useModalDialog';
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
  const [message, dismiss] = usePushMessages(useSiteConfig().notificationDurationMs, signedInMember && showsPushModal(location));
  const open = message !== null;
  const dialog = useModalDialog(open);

  return (
    <dialog ref={dialog} className="push-modal" aria-labelledby="push-modal-title" onClose={dismiss} data-testid="push-modal">
      {open && (
        <>
          <h2 id="push-modal-title">{message.title}</h2>
          <p>{message.body}</p>
          <p>
            <a href={message.url} target="_blank" rel="noopener" onClick={dismiss}>{t('pwa.openSurvey')}</a>
          </p>
          <button type="button" onClick={dismiss}>{t('pwa.close')}</button>
        </>
      )}
    </dialog>
  );
}
