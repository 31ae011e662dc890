import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { showsPushModal } from '../../sw/push-rules';
import { useModalDialog } from '../components/useModalDialog';
import { useSiteConfig } from '../config/siteConfig';
import { usePushMessages } from './usePushMessages';

/** Spec 2.5: a push received in the foreground shows a closable modal (not on / or /login). */
export function PushModal() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [message, dismiss] = usePushMessages(useSiteConfig().notificationDurationMs);
  const open = message !== null && showsPushModal(location);
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
