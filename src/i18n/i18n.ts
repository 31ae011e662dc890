import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import type { SiteConfig } from '../../server/contract/site-config';
import { getCookie, LANGUAGE_COOKIE, setCookie } from '../lib/cookies';

/** The starting language: the language cookie when allowed, else the browser's when allowed, else the default. */
export function initialLanguage(config: Pick<SiteConfig, 'allowedLanguages' | 'defaultLanguage'>, cookie: string | null, browser: readonly string[]): string {
  if (cookie && config.allowedLanguages.includes(cookie)) return cookie;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (config.allowedLanguages.includes(base)) return base;
  }
  return config.defaultLanguage;
}

/**
 * i18next over /specific/locales/{lng}/{ns}.json for every language the site configuration allows:
 * the active one (and the fallback) before the first render, the others when the browser is idle.
 */
export async function initI18n(config: SiteConfig): Promise<typeof i18next> {
  const lng = initialLanguage(config, getCookie(LANGUAGE_COOKIE), typeof navigator === 'undefined' ? [] : navigator.languages);
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: config.defaultLanguage,
      supportedLngs: config.allowedLanguages,
      ns: [config.i18nNamespace],
      defaultNS: config.i18nNamespace,
      backend: { loadPath: '/specific/locales/{{lng}}/{{ns}}.json' },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  const sync = (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    setCookie(LANGUAGE_COOKIE, language);
  };
  sync(i18next.resolvedLanguage ?? lng);
  i18next.on('languageChanged', sync);
  // The other allowed languages load once the browser is idle: a switch is then instant, and the
  // first render does not wait for texts it does not show.
  if (typeof window !== 'undefined') {
    const whenIdle = window.requestIdleCallback ?? ((task: () => void) => window.setTimeout(task, 2000));
    whenIdle(() => void i18next.loadLanguages(config.allowedLanguages));
  }
  return i18next;
}
