import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '../pwa/installPrompt';

/** The mobile menu's Install App entry: shown only when the browser offered installation. */
export function InstallAppEntry() {
  const { t } = useTranslation();
  const canInstall = useInstallPrompt((state) => state.canInstall);
  const promptInstall = useInstallPrompt((state) => state.promptInstall);
  if (!canInstall) return null;
  return (
    <button type="button" className="button mobile-menu__install" onClick={() => void promptInstall()} data-testid="install-app">
      {t('layout.installApp')}
    </button>
  );
}
