import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage } from '../../server/contract/initial-language';
import type { SiteConfig } from '../../server/contract/site-config';
import { getCookie, LANGUAGE_COOKIE, setCookie } from '../lib/cookies';
import { afterPageLoad } from '../lib/afterPageLoad';
import { localeBackend } from './localeBackend';

/**
 * i18next over /specific/locales/{lng}/{ns}.json for every language the site configuration allows:
 * the active one (and the fallback) before the first render, the others when the browser is idle.
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
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    setCookie(LANGUAGE_COOKIE, language);
  };
  sync(i18next.resolvedLanguage ?? lng);
  i18next.on('languageChanged', sync);
  // The other allowed languages load once the page has loaded and gone idle: a switch is then
  // instant, and the first load neither waits for nor parses texts it does not show.
  if (typeof window !== 'undefined') void afterPageLoad().then(() => i18next.loadLanguages(config.allowedLanguages));
  return i18next;
}
