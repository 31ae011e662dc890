import { describe, expect, it } from 'vitest';
import ru from '../../public/specific/locales/ru/panelist.json';
import { localeTexts } from './localeTexts';

/** A number followed by a counted noun: "{{points}} баллов". */
const NUMBER_THEN_NOUN = /\{\{(\w+)\}\}\s+(балл|балла|баллов|билет|билета|билетов|приз|приза|призов|ответ|ответа|ответов|опрос|опроса|опросов)(?![а-яё])/g;
const PLURAL_FORM = /_(one|few|many|other)$/;

describe('Russian counted nouns', () => {
  // In Russian the noun's form follows the number (1 балл, 2 балла, 5 баллов): one fixed form after
  // any number reads wrong for most numbers. Only a plural form's own {{count}} may take a noun.
  it('put a noun after a number only in the plural form chosen by that number', () => {
    const wrong = localeTexts(ru).flatMap(([key, text]) =>
      [...text.matchAll(NUMBER_THEN_NOUN)]
        .filter(([, placeholder]) => !(PLURAL_FORM.test(key) && (placeholder === 'count' || placeholder === 'shown' || placeholder === 'value')))
        .map(([match]) => `${key}: ${match}`),
    );
    expect(wrong).toEqual([]);
  });
});
