/**
 * The language a visit starts in, one rule for the app (i18next's first language) and the server
 * (which translation files the shell's response asks the browser to preload).
 */

/** The cookie that keeps the chosen language. */
export const LANGUAGE_COOKIE = 'language';

export interface LanguageSettings {
  allowedLanguages: readonly string[];
  defaultLanguage: string;
  /** Off: the panel speaks its default language only (no selector offers another). */
  multiLanguage?: boolean;
}

/** The languages the interface may be in: every allowed one, or only the default on a panel that is not multi-language. */
export function interfaceLanguages(config: LanguageSettings): readonly string[] {
  return config.multiLanguage === false ? [config.defaultLanguage] : config.allowedLanguages;
}

/** Where a translation file is served (and precached by the worker). */
export const localePath = (language: string, namespace: string): string => `/specific/locales/${language}/${namespace}.json`;

/** The starting language: the language cookie when allowed, else the browser's first allowed one, else the default (`interfaceLanguages`). */
export function initialLanguage(config: LanguageSettings, cookie: string | null | undefined, browser: readonly string[]): string {
  const allowed = interfaceLanguages(config);
  if (cookie && allowed.includes(cookie)) return cookie;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (allowed.includes(base)) return base;
  }
  return config.defaultLanguage;
}

/** The tags of an Accept-Language header, most preferred first (`q=0` and `*` left out), as navigator.languages lists them. */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  const weighted = header.split(',').flatMap((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!/^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/.test(tag) || !Number.isFinite(weight) || weight <= 0) return [];
    return [{ tag, weight, index }];
  });
  return weighted.sort((a, b) => b.weight - a.weight || a.index - b.index).map((entry) => entry.tag);
}

/** The languages a first render loads: the starting one and, when different, the default (i18next's fallback). */
export function languagesToLoad(config: LanguageSettings, cookie: string | null | undefined, browser: readonly string[]): string[] {
  const language = initialLanguage(config, cookie, browser);
  return language === config.defaultLanguage ? [language] : [language, config.defaultLanguage];
}
