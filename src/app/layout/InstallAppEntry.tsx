import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { installEntry, isStandalone, useInstallPrompt } from '../../pwa/installPrompt';

/** The steps each kind of browser without an install prompt takes, by their texts' keys. */
const STEPS = {
  iosSteps: { testId: 'install-ios-steps', keys: ['pwa.iosSteps.intro', 'pwa.iosSteps.share', 'pwa.iosSteps.addToHome', 'pwa.iosSteps.confirm'] },
  browserSteps: { testId: 'install-browser-steps', keys: ['pwa.browserSteps.intro', 'pwa.browserSteps.menu', 'pwa.browserSteps.install', 'pwa.browserSteps.confirm'] },
} as const;

/**
 * Install App (the mobile menu, and the profile menu on desktop): opens the browser's install
 * prompt when it offered one; on iOS Safari, which has none, shows the Add to Home Screen steps;
 * with `offerBrowserSteps` (the mobile menu), where the browser offered no prompt, the steps of its
 * own menu. Hidden once installed.
 */
export function InstallAppEntry({ className = 'button button--primary mobile-menu__install', offerBrowserSteps = false }: { className?: string; offerBrowserSteps?: boolean }) {
  const { t } = useTranslation();
  const state = useInstallPrompt();
  const [stepsOpen, setStepsOpen] = useState(false);
  const stepsId = useId();
  const entry = installEntry(state, { offerBrowserSteps, standalone: isStandalone });
  if (entry === null) return null;
  if (entry === 'prompt') {
    return (
      <button type="button" className={className} onClick={() => void state.promptInstall()} data-testid="install-app">
        {t('layout.installApp')}
      </button>
    );
  }
  const [intro, ...steps] = STEPS[entry].keys;
  return (
    <div className="install-steps">
      <button type="button" className={className} aria-expanded={stepsOpen} aria-controls={stepsId} onClick={() => setStepsOpen(!stepsOpen)} data-testid="install-app">
        {t('layout.installApp')}
      </button>
      <div id={stepsId} hidden={!stepsOpen} data-testid={STEPS[entry].testId}>
        <p>{t(intro)}</p>
        <ol>
          {steps.map((key) => <li key={key}>{t(key)}</li>)}
        </ol>
      </div>
    </div>
  );
}
