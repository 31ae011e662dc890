import type { ManifestOptions } from 'vite-plugin-pwa';
import { THEME_COLOR } from './themeColor';

/** The web app manifest (installability: name, icons, standalone display, start URL, scope). */
export const webManifest: Partial<ManifestOptions> = {
  id: '/app/',
  name: 'Panelist: polls, surveys and rewards',
  short_name: 'Panelist',
  description: 'Answer polls and surveys, see what the panel thinks, and turn your points into tickets and prizes.',
  start_url: '/app/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  lang: 'en',
  categories: ['lifestyle', 'social'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    { src: '/screenshots/wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'The poll feed on a desktop' },
    { src: '/screenshots/narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'The poll feed on a phone' },
  ],
  shortcuts: [
    { name: 'Polls', short_name: 'Polls', url: '/app/', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Surveys', short_name: 'Surveys', url: '/app/surveys', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
  ],
};
