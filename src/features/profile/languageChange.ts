import { ApiError } from '../../api/client';

export type LanguageChangeOutcome = 'changed' | 'already' | 'failed' | 'signedOut';

/**
 * The message a language update ends with: code 4 (configured) means already selected; a 401 means
 * the session had ended, which the sign-out to /login already tells (no second, failure message).
 */
export function languageChangeOutcome(error: unknown, alreadySelectedCode: number): LanguageChangeOutcome {
  if (error === null || error === undefined) return 'changed';
  if (error instanceof ApiError && error.status === 401) return 'signedOut';
  return error instanceof ApiError && error.code === alreadySelectedCode ? 'already' : 'failed';
}

/** Each language's own name, shown the same whatever the current language (autonyms). */
export const LANGUAGE_AUTONYMS: Readonly<Record<string, string>> = { en: 'English', ru: 'Русский', kk: 'Қазақша' };

export function languageAutonym(code: string): string {
  return LANGUAGE_AUTONYMS[code] ?? code.toUpperCase();
}

const STEPPING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Whether a key moves a closed select's value by itself (arrows, Home, End, type-ahead letters), as
 * opposed to opening the browser's list (Alt+arrow, F4, Space), where the pick applies at once.
 */
export function stepsThroughClosedSelect(key: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }): boolean {
  if (key.altKey || key.ctrlKey || key.metaKey) return false;
  if (STEPPING_KEYS.has(key.key)) return true;
  return key.key.length === 1 && key.key !== ' ';
}
