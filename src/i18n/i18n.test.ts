import { describe, expect, it } from 'vitest';
import { initialLanguage } from './i18n';

const config = { allowedLanguages: ['en', 'ru', 'kk'], defaultLanguage: 'en' };

describe('initial language', () => {
  it('prefers an allowed language cookie, then the browser, then the default', () => {
    expect(initialLanguage(config, 'kk', ['ru-RU'])).toBe('kk');
    expect(initialLanguage(config, 'de', ['ru-RU'])).toBe('ru');
    expect(initialLanguage(config, null, ['de-DE'])).toBe('en');
  });
});
