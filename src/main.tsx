import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadSiteConfig } from './config/siteConfig';
import { followAccountLanguage } from './i18n/accountLanguage';
import { initI18n } from './i18n/i18n';
import { interfaceLanguages } from '@contract/rules/initial-language';
import { showStartupFailure, startupFailureText } from './i18n/startupFailure';
import { getCookie, LANGUAGE_COOKIE } from './lib/cookies';
import { keepRecommender } from './lib/recommender';
import { keepErgCampaign } from './lib/ergCampaign';
import { hydrateStores } from './stores/hydrate';
import { listenForSessionElsewhere, loadRevocation, useSessionStore } from './stores/sessionStore';
import { listenForSessionRefusals } from './stores/workerSessionRefusal';
import { logoutMayBePending } from './offline/logoutPendingMark';
import { captureInstallPrompt } from './pwa/installPrompt';
import { registerServiceWorker } from './pwa/serviceWorker';
import { listenForPushMessages } from './pwa/pushInbox';
import { preloadScreensFor } from './app/screens';
import './styles/base.css';

/** Boot: the install prompt, the site configuration, the languages, the persisted stores, the first render, then the service worker. */
async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  // The browser fires beforeinstallprompt early.
  captureInstallPrompt();
  listenForPushMessages();
  listenForSessionRefusals();
  listenForSessionElsewhere();
  preloadScreensFor(location.pathname);
  try {
    const config = await loadSiteConfig();
    const texts = initI18n(config);
    await Promise.all([texts, hydrateStores(texts)]);
    await followAccountLanguage(interfaceLanguages(config));
    keepRecommender(location.search);
    keepErgCampaign(location.search);
  } catch (error) {
    console.error('Start-up failed', error);
    root.removeAttribute('aria-busy');
    const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
    showStartupFailure(root, startupFailureText(getCookie(LANGUAGE_COOKIE), browser));
    registerServiceWorker();
    return;
  }
  root.removeAttribute('aria-busy');
  // A transition: React renders the first frame in slices of a few milliseconds, in tasks of its
  // own after this one, so neither the languages' last step nor the render is one long task.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // The worker makes the next start work offline. Registered after the first render (and then after
  // the load event and an idle moment): its precaching of the whole app would otherwise compete with
  // the first screen for a phone's CPU and network.
  registerServiceWorker();
  // A sign-out's logout the server has not confirmed yet (made offline) is sent now, or once online;
  // its code loads only when one may be waiting, or for a member who may sign out.
  const session = useSessionStore.getState().session;
  if (logoutMayBePending() || (session && !session.isGuest)) void loadRevocation().then(({ startPendingLogouts }) => startPendingLogouts(), () => undefined);
}

void boot();
