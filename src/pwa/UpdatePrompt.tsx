import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { useAppUpdate } from './serviceWorker';
import './updatePrompt.css';

/** The update prompt: a new version waits until the member chooses Reload (never reloaded under them). */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const updateReady = useAppUpdate((state) => state.updateReady);
  const applyUpdate = useAppUpdate((state) => state.applyUpdate);
  if (!updateReady) return null;
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <p className="update-prompt__text">{t('pwa.updateReady')}</p>
      <Button onClick={applyUpdate}>{t('pwa.reload')}</Button>
      <button type="button" className="link-button" onClick={() => useAppUpdate.setState({ updateReady: false })}>{t('pwa.later')}</button>
    </div>
  );
}
