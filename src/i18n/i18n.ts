import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage } from '@contract/rules/initial-language';
import type { SiteConfig } from '@contract/schemas/site-config';
import { getCookie, LANGUAGE_COOKIE, setCookie } from '../lib/cookies';
import { linkManifest } from '../pwa/manifestLink';
import { localeBackend } from './localeBackend';

/**
 * i18next over /specific/locales/{lng}/{ns}.json for every language the site configuration allows:
 * the active one (and the fallback) before the first render, another one when the member picks it.
 */
export async function initI18n(config: SiteConfig): Promise<typeof i18next> {
  const lng = initialLanguage(config, getCookie(LANGUAGE_COOKIE), typeof navigator === 'undefined' ? [] : navigator.languages);
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: config.defaultLanguage,
      supportedLngs: config.allowedLanguages,
      ns: [config.i18nNamespace],
      defaultNS: config.i18nNamespace,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  const sync = (language: string) => {
    if (typeof document !== 'undefined') {
      document.documentElement.lang = language;
      if (i18next.hasResourceBundle(language, config.i18nNamespace)) linkManifest(language);
    }
    // Written only when it differs from the cookie now (another tab may have changed it): each write of
    // document.cookie is a synchronous call to the browser, which a start with an unchanged language skips.
    if (getCookie(LANGUAGE_COOKIE) !== language) setCookie(LANGUAGE_COOKIE, language);
  };
  sync(i18next.resolvedLanguage ?? lng);
  i18next.on('languageChanged', sync);
  // The other allowed languages load when the member switches to one (changeLanguage fetches it;
  // the worker has every translation file precached, so that works offline too): neither the first
  // load nor the moments after it parse texts they do not show.
  return i18next;
}
