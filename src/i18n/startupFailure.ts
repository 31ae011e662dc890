import { initialLanguage } from '@contract/rules/initial-language';

/**
 * The text shown when the app cannot start. It is inline, in every shipped language, because what
 * failed may be the site configuration or the translation files themselves.
 */
const STARTUP_FAILURE_TEXTS: Readonly<Record<string, string>> = {
  en: 'The application could not start. Please check your connection and reload the page.',
  ru: 'Не удалось запустить приложение. Проверьте подключение и перезагрузите страницу.',
  kk: 'Қолданбаны іске қосу мүмкін болмады. Байланысты тексеріп, бетті қайта жүктеңіз.',
};

/** The start-up failure's text and its language: the language cookie's, else the browser's first known one, else English. */
export function startupFailureText(cookie: string | null | undefined, browser: readonly string[]): { language: string; text: string } {
  const language = initialLanguage({ allowedLanguages: Object.keys(STARTUP_FAILURE_TEXTS), defaultLanguage: 'en' }, cookie, browser);
  return { language, text: STARTUP_FAILURE_TEXTS[language] ?? STARTUP_FAILURE_TEXTS.en! };
}
