import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '../../pwa/installPrompt';

/**
 * Install App (the mobile menu, and the profile menu on desktop): opens the browser's install
 * prompt when it offered one; on iOS Safari, which has none, shows the Add to Home Screen steps.
 * Hidden once installed or when installing is not possible.
 */
export function InstallAppEntry({ className = 'button mobile-menu__install' }: { className?: string }) {
  const { t } = useTranslation();
  const canInstall = useInstallPrompt((state) => state.canInstall);
  const showIosSteps = useInstallPrompt((state) => state.showIosSteps);
  const promptInstall = useInstallPrompt((state) => state.promptInstall);
  const [stepsOpen, setStepsOpen] = useState(false);
  const stepsId = useId();
  if (canInstall) {
    return (
      <button type="button" className={className} onClick={() => void promptInstall()} data-testid="install-app">
        {t('layout.installApp')}
      </button>
    );
  }
  if (!showIosSteps) return null;
  return (
    <div className="install-steps">
      <button type="button" className={className} aria-expanded={stepsOpen} aria-controls={stepsId} onClick={() => setStepsOpen(!stepsOpen)} data-testid="install-app">
        {t('layout.installApp')}
      </button>
      <div id={stepsId} hidden={!stepsOpen} data-testid="install-ios-steps">
        <p>{t('pwa.iosSteps.intro')}</p>
        <ol>
          <li>{t('pwa.iosSteps.share')}</li>
          <li>{t('pwa.iosSteps.addToHome')}</li>
          <li>{t('pwa.iosSteps.confirm')}</li>
        </ol>
      </div>
    </div>
  );
}
