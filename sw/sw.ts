/// <reference lib="webworker" />
// The service worker: the offline shell, a cache for choice images, the update prompt, push, and
// Background Sync of the offline answer queue and of logouts made offline.
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { installPushHandlers } from './push';
import { installAnswerSync } from './answer-sync';
import { installLogoutSync } from './logout-sync';
import { NOT_A_PAGE_ADDRESS } from '@contract/rules/page-address';
import { shellForAnyPage } from './shell-response';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The site configuration: fresh from the server when online, the precached copy offline.
const configStrategy = new NetworkFirst({ cacheName: 'site-config', networkTimeoutSeconds: 4 });
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/specific/config.json',
  async (options) => {
    try {
      return await configStrategy.handle(options);
    } catch {
      return (await matchPrecache('/specific/config.json')) ?? Response.error();
    }
  },
);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every app route opens the shell; the API and the site's files (as the server decides, in any case),
// the worker itself never do, nor the live-survey embed: it lives in other sites' iframes, with the
// server's own framing headers.
const shell = createHandlerBoundToURL('/index.html');
registerRoute(new NavigationRoute(async (options) => shellForAnyPage(await shell(options)), {
  denylist: [NOT_A_PAGE_ADDRESS, /^\/sw\.js$/, /^\/workbox-/, /^\/live-survey-embed\//],
}));

/** Pictures the API serves from the database, kept once fetched: cards and prizes show them offline too. */
function keepPictures(path: RegExp, cacheName: string): void {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && path.test(url.pathname),
    new CacheFirst({ cacheName, plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86_400 })] }),
  );
}
keepPictures(/^\/rest\/widget\/choice\/\d+\/image$/, 'choice-images');
keepPictures(/^\/rest\/prizes\/\d+\/picture$/, 'prize-pictures');

// The prompt flow: a new worker waits until the member accepts the update.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Once active (the first install, or an update the member accepted), the worker takes the open
// windows at once: a first visit is controlled from then on (a push click can navigate it, its
// answers sync from the worker). An update still waits for Reload: activation is what it waits for.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

installPushHandlers();
installAnswerSync();
installLogoutSync();
