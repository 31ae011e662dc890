import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadSiteConfig } from './config/siteConfig';
import { initI18n } from './i18n/i18n';
import { keepRecommender } from './features/rewards/recommender';
import { hydrateStores } from './stores/hydrate';
import { captureInstallPrompt } from './app/pwa/installPrompt';
import { registerServiceWorker } from './app/pwa/serviceWorker';
import { preloadScreensFor } from './app/routes';
import './styles/base.css';

/** Boot: install prompt and service worker, the site configuration, the languages, the persisted stores, then the first render. */
async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  // The browser fires beforeinstallprompt early; the worker makes the next start work offline.
  captureInstallPrompt();
  registerServiceWorker();
  preloadScreensFor(location.pathname);
  try {
    const config = await loadSiteConfig();
    await Promise.all([initI18n(config), hydrateStores()]);
    keepRecommender(location.search);
  } catch (error) {
    console.error('Start-up failed', error);
    root.removeAttribute('aria-busy');
    root.textContent = 'The application could not start. Please check your connection and reload the page.';
    return;
  }
  root.removeAttribute('aria-busy');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
