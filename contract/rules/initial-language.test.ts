import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, initialLanguage, interfaceLanguages, languagesToLoad, localePath } from './initial-language';

const config = { allowedLanguages: ['en', 'ru', 'kk'], defaultLanguage: 'en' };

describe('the starting language', () => {
  it('prefers an allowed language cookie, then the browser, then the default', () => {
    expect(initialLanguage(config, 'kk', ['ru-RU'])).toBe('kk');
    expect(initialLanguage(config, 'de', ['ru-RU'])).toBe('ru');
    expect(initialLanguage(config, null, ['de-DE'])).toBe('en');
    expect(initialLanguage(config, undefined, [])).toBe('en');
  });

  it('is the default on a panel that is not multi-language, whatever the cookie or the browser says', () => {
    const single = { ...config, multiLanguage: false };
    expect(interfaceLanguages(single)).toEqual(['en']);
    expect(initialLanguage(single, 'kk', ['ru-RU'])).toBe('en');
    expect(languagesToLoad(single, 'ru', ['ru-RU'])).toEqual(['en']);
    expect(interfaceLanguages({ ...config, multiLanguage: true })).toEqual(['en', 'ru', 'kk']);
    expect(initialLanguage({ ...config, multiLanguage: true }, 'kk', [])).toBe('kk');
  });

  it('loads the default language too when it starts in another one (the fallback)', () => {
    expect(languagesToLoad(config, 'ru', [])).toEqual(['ru', 'en']);
    expect(languagesToLoad(config, null, ['en-GB'])).toEqual(['en']);
  });

  it('reads an Accept-Language header in order of preference, as the browser lists its languages', () => {
    expect(acceptLanguageTags('de-DE,kk;q=0.9,ru;q=0.95,en;q=0.8')).toEqual(['de-DE', 'ru', 'kk', 'en']);
    expect(acceptLanguageTags('ru, kk')).toEqual(['ru', 'kk']);
    expect(initialLanguage(config, null, acceptLanguageTags('fr-CH, fr;q=0.9, kk;q=0.8'))).toBe('kk');
  });

  it('ignores what is not a language in the header', () => {
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(acceptLanguageTags('')).toEqual([]);
    expect(acceptLanguageTags('*, ru;q=0, kk;q=abc, <script>, en;q=0.5')).toEqual(['en']);
  });

  it('names the translation file of a language', () => {
    expect(localePath('kk', 'panelist')).toBe('/specific/locales/kk/panelist.json');
  });
});
