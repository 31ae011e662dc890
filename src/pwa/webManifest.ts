import type { ManifestOptions } from 'vite-plugin-pwa';
import en from '../../public/specific/locales/en/panelist.json';
import { MANIFEST_LANGUAGE } from './manifestLink';
import { THEME_COLOR } from './themeColor';

/** A manifest's words, translated with the app's texts (`pwa.manifest` in each language's file). */
export type ManifestTexts = typeof en.pwa.manifest;

/**
 * The web app manifest in one language (installability: name, icons, standalone display, start
 * URL, scope). Every language shares its id, so an install in any of them is the same app.
 */
export function webManifestIn(language: string, texts: ManifestTexts): Partial<ManifestOptions> {
  const icon192 = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };
  return {
    id: '/app/',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    start_url: '/app/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    lang: language,
    dir: 'ltr',
    categories: ['lifestyle', 'social'],
    icons: [
      { ...icon192, purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      { src: '/screenshots/wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: texts.wideScreenshot },
      { src: '/screenshots/narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: texts.narrowScreenshot },
    ],
    shortcuts: [
      { name: texts.pollsShortcut, short_name: texts.pollsShortcut, url: '/app/', icons: [icon192] },
      { name: texts.surveysShortcut, short_name: texts.surveysShortcut, url: '/app/surveys', icons: [icon192] },
    ],
  };
}

/** The words of the shell's own manifest, in English: also those a translation lacks. */
export const shellManifestTexts: ManifestTexts = en.pwa.manifest;

/** The shell's own manifest (the page links the one of its language once its texts are loaded). */
export const webManifest = webManifestIn(MANIFEST_LANGUAGE, shellManifestTexts);
