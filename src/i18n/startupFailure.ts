import { initialLanguage } from '@contract/rules/initial-language';

/**
 * The text shown when the app cannot start. It is inline, in every shipped language, because what
 * failed may be the site configuration or the translation files themselves.
 */
const STARTUP_FAILURE_TEXTS: Readonly<Record<string, { text: string; retry: string }>> = {
  en: { text: 'The application could not start. Please check your connection and reload the page.', retry: 'Try again' },
  ru: { text: 'Не удалось запустить приложение. Проверьте подключение и перезагрузите страницу.', retry: 'Повторить' },
  kk: { text: 'Қолданбаны іске қосу мүмкін болмады. Байланысты тексеріп, бетті қайта жүктеңіз.', retry: 'Қайталау' },
};

/** The start-up failure's texts (the message, its button) and their language: the language cookie's, else the browser's first known one, else English. */
export function startupFailureText(cookie: string | null | undefined, browser: readonly string[]): { language: string; text: string; retry: string } {
  const language = initialLanguage({ allowedLanguages: Object.keys(STARTUP_FAILURE_TEXTS), defaultLanguage: 'en' }, cookie, browser);
  return { language, ...(STARTUP_FAILURE_TEXTS[language] ?? STARTUP_FAILURE_TEXTS.en!) };
}

/**
 * Shows the start-up failure in `root`, with a button that loads the page again, which happens by
 * itself too when the connection comes back: an installed app has no reload button of its own.
 */
export function showStartupFailure(root: HTMLElement, texts: { language: string; text: string; retry: string }, reload = () => location.reload()): void {
  root.lang = texts.language;
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = texts.text;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = texts.retry;
  retry.addEventListener('click', reload);
  root.replaceChildren(message, retry);
  window.addEventListener('online', reload, { once: true });
}
