import { describe, expect, it } from 'vitest';
import { messagesIn } from './message-texts';
import { en } from './texts/en';
import { kk } from './texts/kk';
import { ru } from './texts/ru';
import appKk from '../../../public/specific/locales/kk/panelist.json';
import appRu from '../../../public/specific/locales/ru/panelist.json';

/** Every text of a catalogue, nested or not. */
const textsOf = (texts: unknown): string[] =>
  typeof texts === 'string' ? [texts] : texts !== null && typeof texts === 'object' ? Object.values(texts).flatMap(textsOf) : [];

/** Every text's key path, e.g. `activation.subject`. */
const keysOf = (texts: object, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`)));

describe('the messages to members', () => {
  it('are written in the member\'s language', () => {
    expect(messagesIn('ru', 'en')('activation.subject', { product: 'Panelist' })).toBe('Активируйте свой аккаунт Panelist');
    expect(messagesIn('kk', 'en')('hello', { name: 'Әлия' })).toBe('Сәлеметсіз бе, Әлия!');
    expect(messagesIn('en', 'ru')('reset.subject', { product: 'Panelist' })).toBe('Reset your Panelist password');
  });

  it("fall back to the panel's default language, then to English", () => {
    expect(messagesIn('de', 'ru')('reset.subject', { product: 'P' })).toBe('Сброс пароля P');
    expect(messagesIn(undefined, 'kk')('hello', { name: 'A' })).toBe('Сәлеметсіз бе, A!');
    expect(messagesIn('de', 'fr')('hello', { name: 'A' })).toBe('Hello A,');
  });

  it('have every text in every language, each with the placeholders English has', () => {
    for (const texts of [ru, kk]) {
      expect(keysOf(texts)).toEqual(keysOf(en));
      for (const key of keysOf(en)) {
        const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
        const at = (root: object) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root) as string;
        expect(placeholders(at(texts)), key).toEqual(placeholders(at(en)));
      }
    }
  });

  it('name the account with the word the app uses, so a mail and the screen it leads to read alike', () => {
    // "Аккаунт" throughout; the other words for it ("учётная запись", "тіркелгі") read as something else beside it.
    const otherWords = [
      { texts: [ru, appRu], word: /уч[её]тн\S* запис/i },
      { texts: [kk, appKk], word: /тіркелгі/i },
    ];
    for (const { texts, word } of otherWords) expect(texts.flatMap(textsOf).filter((text) => word.test(text))).toEqual([]);
    expect(messagesIn('kk', 'en')('activation.subject', { product: 'Panelist' })).toBe('Panelist аккаунтыңызды белсендіріңіз');
  });
});
