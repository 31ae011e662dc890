// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// Start-up with the site configuration out of reach; nothing else of the app runs.
vi.mock('./config/siteConfig', () => ({ loadSiteConfig: () => Promise.reject(new Error('offline')) }));
vi.mock('./App', () => ({ App: () => null }));
vi.mock('./pwa/installPrompt', () => ({ captureInstallPrompt: () => undefined }));
vi.mock('./pwa/pushInbox', () => ({ listenForPushMessages: () => undefined }));
vi.mock('./pwa/serviceWorker', () => ({ registerServiceWorker: () => undefined }));
vi.mock('./stores/workerSessionRefusal', () => ({ listenForSessionRefusals: () => undefined }));
vi.mock('./app/screens', () => ({ preloadScreensFor: () => undefined }));

afterEach(() => {
  document.cookie = 'language=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.body.innerHTML = '';
  vi.resetModules();
});

describe('a start-up that fails', () => {
  it('says so in the language the member chose, marked as that language, with a button to try again', async () => {
    document.cookie = 'language=kk; path=/';
    document.body.innerHTML = '<div id="root" aria-busy="true"></div>';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await import('./main');
    const root = document.getElementById('root')!;
    await vi.waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toBe('Қолданбаны іске қосу мүмкін болмады. Байланысты тексеріп, бетті қайта жүктеңіз.'));
    expect(root.querySelector('button')?.textContent).toBe('Қайталау');
    expect(root.lang).toBe('kk');
    expect(root.hasAttribute('aria-busy')).toBe(false);
  });
});
