import type { BackendModule, ReadCallback } from 'i18next';
import { localePath } from '@contract/rules/initial-language';
import { prepareLanguageFormats } from '../lib/formatting';

/** A translation file is an object of texts and nested objects of texts. */
export function isTranslationFile(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

/** Loads one translation file; a network failure or a server error may be retried by i18next, a bad file not. */
export async function readLocale(language: string, namespace: string, callback: ReadCallback, fetchImpl: typeof fetch = fetch): Promise<void> {
  const url = localePath(language, namespace);
  // Loaded beside the texts; without it the dates fall back to the engine's own writing.
  const formats = prepareLanguageFormats(language).catch(() => undefined);
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    callback(error instanceof Error ? error : new Error(`${url} could not be loaded`), true);
    return;
  }
  if (!response.ok) {
    callback(new Error(`${url} answered ${response.status}`), response.status >= 500 || response.status === 429);
    return;
  }
  try {
    const data: unknown = await response.json();
    if (!isTranslationFile(data)) throw new Error(`${url} is not a translation file`);
    await formats;
    callback(null, data as Parameters<ReadCallback>[1]);
  } catch (error) {
    callback(error instanceof Error ? error : new Error(`${url} could not be read`), false);
  }
}

/**
 * i18next's backend: one fetch per language and namespace from /specific/locales (what
 * i18next-http-backend did for us, without its weight in the first load).
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    void readLocale(language, namespace, callback);
  },
};
