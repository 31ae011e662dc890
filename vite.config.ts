import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/pwa/webManifest';
import { precompress } from './scripts/vite-precompress';
import { localizedManifestsPlugin } from './scripts/localized-manifests';
import { routePathsPlugin } from './scripts/route-paths';
import { staticChunkGroups } from './scripts/shell-chunk';
import { themeColorPlugin } from './scripts/theme-color';

const serverPort = Number(process.env.PORT ?? 8080);

export default defineConfig({
  // The wire contract, shared by the page, the worker (built with this resolve) and the server.
  resolve: { alias: { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) } },
  plugins: [
    routePathsPlugin(),
    themeColorPlugin(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        // Vite 8 would emit an ES module, which fails to register as a classic worker.
        rollupFormat: 'iife',
        // The plugin adds the shell's own manifest (manifest.webmanifest); the translations' ones are matched here.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}', 'specific/locales/**/*.json', 'manifest.*.webmanifest'],
        // The site configuration is served by the server: precached with the build's revision.
        additionalManifestEntries: [{ url: '/specific/config.json', revision: String(Date.now()) }],
      },
      devOptions: { enabled: false },
    }),
    // The site configuration's i18nNamespace: each translation's file names its manifest's words.
    localizedManifestsPlugin('public/specific/locales', 'panelist'),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/rest': `http://localhost:${serverPort}`,
      '/specific/config.json': `http://localhost:${serverPort}`,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by scripts/js-budget.ts: the first load's files, checked against the JavaScript budget.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: staticChunkGroups() } } },
  },
});
