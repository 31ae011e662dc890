import { ApiError } from '../../api/client';

export type LanguageChangeOutcome = 'changed' | 'already' | 'failed';

/** The message a language update ends with (spec section 8): code 4 (configured) means already selected. */
export function languageChangeOutcome(error: unknown, alreadySelectedCode: number): LanguageChangeOutcome {
  if (error === null || error === undefined) return 'changed';
  return error instanceof ApiError && error.code === alreadySelectedCode ? 'already' : 'failed';
}

/** Each language's own name, shown the same whatever the current language (autonyms). */
export const LANGUAGE_AUTONYMS: Readonly<Record<string, string>> = { en: 'English', ru: 'Русский', kk: 'Қазақша' };

export function languageAutonym(code: string): string {
  return LANGUAGE_AUTONYMS[code] ?? code.toUpperCase();
}
